/** 'Caractéristiques techniques': the product's and the variant's specs metafields (app/lib/specs.ts). */
export function SpecsTable({rows}: {rows: {label: string; value: string}[]}) {
  if (rows.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="specs-title">
      <h2 id="specs-title" className="text-xl font-bold">
        Caractéristiques techniques
      </h2>
      {/* The cells' styles are the table's (decision 081): not repeated on each of the ~20 rows. */}
      <table
        className="mt-3 w-full text-left text-sm [&_td]:py-2 [&_th]:py-2 [&_th]:pr-4 [&_th]:font-medium [&_th]:text-slate-700 [&_tr]:border-b [&_tr]:border-slate-200"
        data-testid="specs"
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

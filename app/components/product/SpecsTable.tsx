/** 'Caractéristiques techniques': the product's and the variant's specs metafields (app/lib/specs.ts). */
export function SpecsTable({rows}: {rows: {key: string; label: string; value: string}[]}) {
  if (rows.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="specs-title">
      <h2 id="specs-title" className="text-xl font-bold">
        Caractéristiques techniques
      </h2>
      <table className="mt-3 w-full text-left text-sm" data-testid="specs">
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-medium text-slate-700">
                {row.label}
              </th>
              <td className="py-2">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

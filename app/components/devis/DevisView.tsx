import {Form} from 'react-router';
import {
  ACCEPTANCE,
  LINE_HEADERS,
  PRICES_NOTE,
  type StoredDevis,
  buyerLines,
  conditions,
  devisDates,
  devisPdfPath,
  legalMentions,
  lineCells,
  sellerLines,
  totalRows,
} from '~/lib/devis/document';
import {SHOP} from '~/lib/constants';

/** The devis as a page: the same text as its PDF, printable (the buttons are not printed). */
export function DevisView({devis, origin, valid, error}: {devis: StoredDevis; origin: string; valid: boolean; error: string | null}) {
  const dates = devisDates(devis);
  return (
    <article className="mx-auto max-w-4xl bg-white text-slate-900" aria-labelledby="devis-titre" data-testid="devis">
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-xl font-bold">{SHOP.name}</p>
          <ul className="mt-1 text-sm text-slate-700">
            {sellerLines().map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
        <div className="text-right">
          <h1 id="devis-titre" className="text-2xl font-bold">
            Devis {devis.number}
          </h1>
          <p className="text-sm">Date : {dates.issued}</p>
          <p className="text-sm font-semibold">Valable jusqu’au {dates.validUntil}</p>
        </div>
      </div>

      <section className="mt-6 ml-auto max-w-sm rounded border border-slate-300 p-3" aria-labelledby="devis-client">
        <h2 id="devis-client" className="font-bold">
          Client
        </h2>
        <ul className="text-sm">
          {buyerLines(devis.buyer).map((line, index) => (
            <li key={index} className={index === 0 ? 'font-semibold' : undefined}>
              {line}
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-6" aria-labelledby="devis-articles">
        <h2 id="devis-articles" className="text-lg font-bold">
          Articles
        </h2>
        {/* Wider than a phone: the table scrolls, and the keyboard can scroll it too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="mt-2 overflow-x-auto" role="region" aria-label="Articles du devis (défilement horizontal)" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="devis-lines">
            <thead className="bg-slate-100">
              <tr>
                {LINE_HEADERS.map((header, index) => (
                  <th key={header} scope="col" className={`p-2 ${index >= 2 ? 'text-right' : ''}`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {devis.lines.map((line) => (
                <tr key={line.variantId} className="border-b border-slate-200">
                  {lineCells(line).map((cell, index) => (
                    <td key={index} className={`p-2 ${index >= 2 ? 'text-right whitespace-nowrap' : ''}`}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-1 text-xs text-slate-600">{PRICES_NOTE}</p>
      </section>

      <section className="mt-6 ml-auto max-w-sm" aria-labelledby="devis-totaux">
        <h2 id="devis-totaux" className="text-lg font-bold">
          Totaux
        </h2>
        <table className="mt-2 w-full text-sm" data-testid="devis-totals">
          <tbody>
            {totalRows(devis.totals).map((row) => (
              <tr key={row.label} className={row.strong ? 'font-bold' : undefined}>
                <th scope="row" className={`py-1 text-left ${row.strong ? 'font-bold' : 'font-normal'}`}>
                  {row.label}
                </th>
                <td className="py-1 text-right whitespace-nowrap">{row.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="mt-6 space-y-3 text-sm" aria-label="Conditions">
        {conditions(devis, origin).map((condition) => (
          <div key={condition.title}>
            <h2 className="font-bold">{condition.title}</h2>
            <p>{condition.text}</p>
          </div>
        ))}
      </section>

      <section className="mt-6 ml-auto min-h-40 max-w-sm rounded border border-slate-800 p-3" aria-labelledby="devis-accord">
        <h2 id="devis-accord" className="font-bold">
          {ACCEPTANCE.title}
        </h2>
        <p className="text-sm text-slate-700">{ACCEPTANCE.text}</p>
      </section>

      <p className="mt-6 border-t border-slate-300 pt-2 text-xs text-slate-600">{legalMentions()}</p>

      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <a href={devisPdfPath(devis)} className="btn-primary" download={`${devis.number}.pdf`}>
          Télécharger le PDF
        </a>
        <button type="button" className="btn-secondary" onClick={() => window.print()}>
          Imprimer
        </button>
        {valid ? (
          <Form method="post" replace>
            <button type="submit" className="btn-secondary">
              Commander aux prix de ce devis
            </button>
          </Form>
        ) : null}
      </div>
      {valid ? (
        <p className="mt-2 text-sm text-slate-700 print:hidden">Votre panier actuel sera remplacé par les articles de ce devis, à ses prix.</p>
      ) : (
        <p className="mt-2 text-sm font-semibold text-red-800 print:hidden" role="status">
          Ce devis a expiré le {dates.validUntil} : ses prix ne sont plus garantis. Demandez un nouveau devis depuis votre panier.
        </p>
      )}
      {error ? (
        <p role="alert" className="mt-3 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-800 print:hidden">
          {error}
        </p>
      ) : null}
    </article>
  );
}

// The merchant inbox's list of devis made from carts (issue 23): number, date, company and
// SIRET, buyer, total HT and TTC, validity, whether it came back as a cart, and the link
// to the quote as the buyer sees it (its print view and PDF on the storefront).

import {type Html, html} from '../http/util.ts';
import {formatEuros} from '../money.ts';
import type {QuoteRecord} from '../store/quotes.ts';
import {formatDate} from '../forms/admin-view.ts';

const euros = (amount: number) => formatEuros(Math.round(amount * 100));

export function quotesTable(quotes: readonly QuoteRecord[], storefrontUrl: string, now: Date = new Date()): Html {
  if (quotes.length === 0) return html`<p class="empty">Aucun devis émis pour le moment.</p>`;
  return html`<div class="scroll" role="region" aria-labelledby="devis-panier-titre" tabindex="0"><table>
<thead><tr><th scope="col">Numéro</th><th scope="col">Date</th><th scope="col">Entreprise</th><th scope="col">Contact</th><th scope="col">Total HT</th><th scope="col">Total TTC</th><th scope="col">Validité</th><th scope="col">Repris en panier</th></tr></thead>
<tbody>${quotes.map(
    (quote) => html`<tr>
<td><a href="${storefrontUrl}/devis/${quote.number}?cle=${quote.key}">${quote.number}</a></td>
<td>${formatDate(quote.createdAt)}</td>
<td>${quote.buyer.company}<br><span class="meta">SIRET ${quote.buyer.siret}</span></td>
<td>${quote.buyer.contact}<br><a href="mailto:${quote.buyer.email}">${quote.buyer.email}</a></td>
<td class="num">${euros(quote.totals.totalHt)}</td>
<td class="num">${euros(quote.totals.totalTtc)}</td>
<td>${Date.parse(quote.validUntil) > now.getTime() ? `jusqu’au ${formatDate(quote.validUntil)}` : 'expiré'}</td>
<td>${quote.lastCartAt ? formatDate(quote.lastCartAt) : 'non'}</td>
</tr>`,
  )}</tbody>
</table></div>`;
}

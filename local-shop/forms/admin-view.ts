// The merchant's admin page: server-rendered French HTML in the look of the checkout
// pages, under the same strict CSP (one nonce-tagged <style>, no script at all).

import {type Html, html, raw} from '../http/util.ts';
import {formatEuros} from '../money.ts';
import {CHOICES, QUOTE_LABELS, type QuoteField, SHOP, choiceLabel, formatNumber, formatTemperature} from '../shared-rules.ts';
import type {OrderSummary} from '../store/orders.ts';
import type {QuoteRecord} from '../store/quotes.ts';
import {quotesTable} from '../devis/admin-view.ts';
import type {Submission, SubmissionKind} from '../store/forms.ts';
import {quoteField} from './validate.ts';

const CSS = `
:root{--ink:#17212b;--muted:#52606d;--line:#d5dbe1;--bg:#f5f7fa;--card:#fff;--brand:#0b4f8a;--brand-dark:#083a66;--error:#b42318;--error-bg:#fef3f2;--ok:#027a48;--ok-bg:#ecfdf3;--warn:#8a5a00;--warn-bg:#fff8e6;--focus:#f5a300}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--brand)}
a:hover{color:var(--brand-dark)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem;top:.5rem}
.wrap{max-width:1180px;margin:0 auto;padding-inline:1rem}
header.top{background:var(--card);border-bottom:1px solid var(--line)}
header.top .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding-block:.9rem;flex-wrap:wrap}
.brand{font-weight:700;font-size:1.25rem;color:var(--ink);text-decoration:none}
.tabs{display:flex;flex-wrap:wrap;gap:.25rem .75rem;list-style:none;margin:0;padding:0;font-size:.95rem}
main{padding-block:1.5rem 3rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.25rem;margin:0 0 .75rem}
h3{font-size:1.05rem;margin:0}
section{margin-top:2rem}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1rem 1.25rem;margin-bottom:.9rem}
.meta{color:var(--muted);font-size:.9rem;margin:.15rem 0 .5rem}
.message{white-space:pre-wrap;overflow-wrap:anywhere;margin:.5rem 0 0}
.empty{color:var(--muted);font-style:italic}
.notice{border-left:4px solid var(--ok);background:var(--ok-bg);padding:.75rem 1rem;border-radius:0 8px 8px 0;margin:0 0 1rem}
.notice.error{border-left-color:var(--error);background:var(--error-bg)}
.scroll{overflow-x:auto;background:var(--card);border:1px solid var(--line);border-radius:10px}
table{border-collapse:collapse;width:100%;font-size:.95rem}
caption{text-align:left;padding:.75rem 1rem;font-weight:600}
th,td{text-align:left;padding:.55rem 1rem;border-top:1px solid var(--line);vertical-align:top}
th{background:#eef2f6}
td.num{text-align:right;white-space:nowrap}
dl.specs{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem;margin:.5rem 0 0}
dl.specs dt{color:var(--muted)}
dl.specs dd{margin:0}
.badge{display:inline-block;font-size:.8rem;font-weight:700;border-radius:999px;padding:.1rem .6rem;border:1px solid}
.badge.pending{color:var(--warn);background:var(--warn-bg)}
.badge.approved{color:var(--ok);background:var(--ok-bg)}
.badge.rejected{color:var(--error);background:var(--error-bg)}
.actions{display:flex;gap:.5rem;flex-wrap:wrap;margin-top:.75rem}
.actions form{margin:0}
.button{display:inline-flex;align-items:center;justify-content:center;font:inherit;font-weight:700;border-radius:8px;padding:.5rem 1rem;min-height:44px;border:2px solid var(--brand);background:var(--brand);color:#fff;cursor:pointer}
.button:hover{background:var(--brand-dark);border-color:var(--brand-dark)}
.button.secondary{background:#fff;color:var(--error);border-color:var(--error)}
.button.secondary:hover{background:var(--error-bg)}
.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:.75rem;list-style:none;margin:0;padding:0}
.stats li{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:.75rem 1rem}
.stats strong{display:block;font-size:1.5rem}
footer.bottom{color:var(--muted);font-size:.85rem;padding-block:1.5rem;border-top:1px solid var(--line);background:var(--card)}
`;

const dateFormat = new Intl.DateTimeFormat('fr-FR', {dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris'});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

const ORDER_STATUS: Record<string, string> = {
  PENDING: 'En attente de paiement',
  AUTHORIZED: 'Paiement autorisé',
  PAID: 'Payée',
  PARTIALLY_PAID: 'Partiellement payée',
  REFUNDED: 'Remboursée',
  PARTIALLY_REFUNDED: 'Partiellement remboursée',
  VOIDED: 'Annulée',
  UNFULFILLED: 'À expédier',
  PARTIALLY_FULFILLED: 'Partiellement expédiée',
  FULFILLED: 'Expédiée',
};

const REVIEW_STATUS: Record<string, string> = {pending: 'En attente', approved: 'Publié', rejected: 'Refusé'};

export interface AdminPageData {
  csrf: string;
  storefrontUrl: string;
  notice: {text: string; error?: boolean} | null;
  counts: Record<SubmissionKind, number> & {pendingReviews: number; orders: number; cartQuotes: number};
  contact: Submission[];
  quote: Submission[];
  newsletter: Submission[];
  review: Submission[];
  orders: OrderSummary[];
  /** Devis made from carts (local-shop/devis), newest first */
  cartQuotes: QuoteRecord[];
  /** E-mails the shop would have sent (password resets, order confirmations), newest first */
  outbox: {to: string; subject: string; body: string; link: string | null; createdAt: string}[];
  /** Product title and handle by GID, for the reviews */
  product(gid: string | null): {title: string; handle: string} | null;
  limit: number;
}

const SECTIONS = [
  {id: 'messages', title: 'Messages de contact', kind: 'contact'},
  {id: 'devis', title: 'Demandes de devis', kind: 'quote'},
  {id: 'devis-panier', title: 'Devis émis depuis le panier', kind: 'cartQuotes'},
  {id: 'newsletter', title: 'Inscriptions à la newsletter', kind: 'newsletter'},
  {id: 'avis', title: 'Avis clients', kind: 'review'},
  {id: 'commandes', title: 'Commandes', kind: 'orders'},
] as const;

function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n > 1 ? many : one}`;
}

function mail(value: unknown): Html {
  const address = text(value);
  return address ? html`<a href="mailto:${address}">${address}</a>` : html`<span>non renseigné</span>`;
}

function truncatedNote(count: number, limit: number): Html | '' {
  return count > limit ? html`<p class="meta">Les ${limit} plus récents sur ${count} sont affichés.</p>` : '';
}

function contactCard(item: Submission): Html {
  const d = item.data;
  return html`<article class="card" aria-labelledby="message-${item.id}">
<h3 id="message-${item.id}">${text(d.subject)}</h3>
<p class="meta">Reçu le ${formatDate(item.createdAt)} · ${text(d.name)}${text(d.company) ? ` (${text(d.company)})` : ''} · ${mail(d.email)}${
    text(d.phone) ? html` · <a href="tel:${text(d.phone).replace(/[^\d+]/g, '')}">${text(d.phone)}</a>` : ''
  }</p>
<p class="message">${text(d.message)}</p>
</article>`;
}

const QUOTE_DETAILS: QuoteField[] = ['cylinderType', 'applicationArea', 'stroke', 'force', 'diameter', 'mountingType', 'environment', 'temperature', 'frequency', 'fluid', 'pressure', 'speed'];

/** A detail of a request as the merchant reads it: list labels, French numbers. */
function detail(field: QuoteField, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'Non précisé';
  if (typeof value === 'number') return field === 'temperature' ? formatTemperature({min: value, max: value}) : formatNumber(value);
  if (field === 'temperature' && typeof value === 'object' && typeof (value as {min?: unknown}).min === 'number') {
    return formatTemperature(value as {min: number; max: number});
  }
  return CHOICES[field] ? choiceLabel(field, text(value)) : text(value);
}

function quoteCard(item: Submission): Html {
  const contact = (item.data.contact ?? {}) as Record<string, unknown>;
  return html`<article class="card" aria-labelledby="devis-${item.id}">
<h3 id="devis-${item.id}">Demande n° ${item.id} – ${text(contact.name)}${text(contact.company) ? ` (${text(contact.company)})` : ''}</h3>
<p class="meta">Reçue le ${formatDate(item.createdAt)} · ${mail(contact.email)}${text(contact.phone) ? ` · ${text(contact.phone)}` : ''}</p>
<dl class="specs">${QUOTE_DETAILS.map((field) => html`<dt>${QUOTE_LABELS[field]}</dt><dd>${detail(field, quoteField(item.data, field))}</dd>`)}</dl>
${text(contact.message) ? html`<p class="message">${text(contact.message)}</p>` : ''}
</article>`;
}

function reviewCard(item: Submission, data: AdminPageData): Html {
  const d = item.data;
  const product = data.product(item.productId);
  const rating = Number(d.rating);
  const decisions: {value: 'approve' | 'reject'; label: string; secondary: boolean}[] = [];
  if (item.status !== 'approved') decisions.push({value: 'approve', label: 'Approuver', secondary: false});
  if (item.status !== 'rejected') decisions.push({value: 'reject', label: 'Rejeter', secondary: true});
  return html`<article class="card" aria-labelledby="avis-${item.id}">
<h3 id="avis-${item.id}">${text(d.title)}</h3>
<p class="meta"><span class="badge ${item.status}">${REVIEW_STATUS[item.status] ?? item.status}</span> · Note : ${rating} sur 5 · ${
    product ? html`<a href="${data.storefrontUrl}/products/${product.handle}">${product.title}</a>` : text(item.productId)
  }</p>
<p class="meta">Par ${text(d.customerName)}${text(d.customerEmail) ? html` (${mail(d.customerEmail)})` : ''}${d.verified === true ? ' · Achat vérifié' : ''} · le ${formatDate(item.createdAt)}</p>
<p class="message">${text(d.comment)}</p>
<div class="actions">${decisions.map(
    (decision) => html`<form method="post" action="/admin/avis/${item.id}">
<input type="hidden" name="csrf" value="${data.csrf}">
<input type="hidden" name="decision" value="${decision.value}">
<button class="button${decision.secondary ? ' secondary' : ''}" type="submit" aria-describedby="avis-${item.id}">${decision.label}</button>
</form>`,
  )}</div>
</article>`;
}

function cards(items: Submission[], count: number, limit: number, render: (item: Submission) => Html, empty: string): Html {
  if (items.length === 0) return html`<p class="empty">${empty}</p>`;
  return html`${truncatedNote(count, limit)}${items.map(render)}`;
}

function newsletterTable(items: Submission[], count: number, limit: number): Html {
  if (items.length === 0) return html`<p class="empty">Aucune inscription pour le moment.</p>`;
  return html`${truncatedNote(count, limit)}<div class="scroll" role="region" aria-labelledby="newsletter-titre" tabindex="0"><table>
<thead><tr><th scope="col">Date</th><th scope="col">Adresse e-mail</th></tr></thead>
<tbody>${items.map((item) => html`<tr><td>${formatDate(item.createdAt)}</td><td>${mail(item.email)}</td></tr>`)}</tbody>
</table></div>`;
}

function ordersTable(orders: OrderSummary[], count: number, limit: number): Html {
  if (orders.length === 0) return html`<p class="empty">Aucune commande pour le moment.</p>`;
  return html`${truncatedNote(count, limit)}<div class="scroll" role="region" aria-labelledby="commandes-titre" tabindex="0"><table>
<thead><tr><th scope="col">Numéro</th><th scope="col">Date</th><th scope="col">E-mail</th><th scope="col">Total TTC</th><th scope="col">Paiement</th><th scope="col">Expédition</th></tr></thead>
<tbody>${orders.map(
    (order) => html`<tr>
<td><a href="/orders/${order.number}?key=${order.key}">#${order.number}</a></td>
<td>${formatDate(order.processedAt)}</td>
<td>${mail(order.email)}</td>
<td class="num">${formatEuros(order.totalCents)}</td>
<td>${order.canceled ? 'Annulée' : (ORDER_STATUS[order.financialStatus] ?? order.financialStatus)}</td>
<td>${ORDER_STATUS[order.fulfillmentStatus] ?? order.fulfillmentStatus}</td>
</tr>`,
  )}</tbody>
</table></div>`;
}

function countOf(data: AdminPageData, kind: SubmissionKind | 'orders' | 'cartQuotes'): number {
  return data.counts[kind];
}

export function adminPage(data: AdminPageData): Html {
  const c = data.counts;
  const body: Record<(typeof SECTIONS)[number]['id'], Html> = {
    messages: cards(data.contact, c.contact, data.limit, contactCard, 'Aucun message pour le moment.'),
    devis: cards(data.quote, c.quote, data.limit, quoteCard, 'Aucune demande de devis pour le moment.'),
    'devis-panier': html`${truncatedNote(c.cartQuotes, data.limit)}${quotesTable(data.cartQuotes, data.storefrontUrl)}`,
    newsletter: newsletterTable(data.newsletter, c.newsletter, data.limit),
    avis: cards(data.review, c.review, data.limit, (item) => reviewCard(item, data), 'Aucun avis pour le moment.'),
    commandes: ordersTable(data.orders, c.orders, data.limit),
  };
  return html`<h1>Administration</h1>
${data.notice ? html`<p class="notice${data.notice.error ? ' error' : ''}" role="status">${data.notice.text}</p>` : ''}
<h2 class="visually-hidden" id="resume-titre">En bref</h2>
<ul class="stats" aria-labelledby="resume-titre">
<li><strong>${c.contact}</strong>${c.contact > 1 ? 'messages' : 'message'}</li>
<li><strong>${c.quote}</strong>${c.quote > 1 ? 'demandes de devis' : 'demande de devis'}</li>
<li><strong>${c.newsletter}</strong>${c.newsletter > 1 ? 'inscrits à la newsletter' : 'inscrit à la newsletter'}</li>
<li><strong>${c.pendingReviews}</strong>avis à modérer</li>
<li><strong>${c.orders}</strong>${c.orders > 1 ? 'commandes' : 'commande'}</li>
</ul>
${SECTIONS.map(
    (section) => html`<section aria-labelledby="${section.id}-titre" id="${section.id}">
<h2 id="${section.id}-titre">${section.title} (${plural(countOf(data, section.kind), 'élément', 'éléments')})</h2>
${body[section.id]}
</section>`,
  )}
<section aria-labelledby="emails-titre" id="emails">
<h2 id="emails-titre">E-mails envoyés (${plural(data.outbox.length, 'élément', 'éléments')})</h2>
${outboxTable(data.outbox)}
</section>`;
}

function outboxTable(messages: AdminPageData['outbox']): Html {
  if (messages.length === 0) return html`<p class="empty">Aucun e-mail pour le moment.</p>`;
  return html`<div class="scroll" role="region" aria-labelledby="emails-titre" tabindex="0"><table>
<thead><tr><th scope="col">Date</th><th scope="col">Destinataire</th><th scope="col">Message</th><th scope="col">Lien</th></tr></thead>
<tbody>${messages.map(
    (message) => html`<tr>
<td>${formatDate(message.createdAt)}</td>
<td>${mail(message.to)}</td>
<td><details><summary>${message.subject}</summary><p class="message">${message.body}</p></details></td>
<td>${message.link ? html`<a href="${message.link}">Ouvrir le lien</a>` : '—'}</td>
</tr>`,
  )}</tbody>
</table></div>`;
}

export function shell(title: string, nonce: string, body: Html, storefrontUrl: string, nav = true): string {
  return html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – ${SHOP.name}</title>
<style nonce="${nonce}">${raw(CSS)}.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}</style>
</head>
<body>
<a class="skip" href="#contenu">Aller au contenu</a>
<header class="top"><div class="wrap"><a class="brand" href="/admin">${SHOP.name} · Administration</a>${
    nav
      ? html`<nav aria-label="Sections de l’administration"><ul class="tabs">${SECTIONS.map(
          (section) => html`<li><a href="/admin#${section.id}">${section.title}</a></li>`,
        )}</ul></nav>`
      : ''
  }</div></header>
<main id="contenu" tabindex="-1"><div class="wrap">${body}</div></main>
<footer class="bottom"><div class="wrap">Magasin local · <a href="${storefrontUrl}/">Voir la boutique</a></div></footer>
</body>
</html>`.text;
}

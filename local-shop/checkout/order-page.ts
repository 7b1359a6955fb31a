// The order status page (Order.statusUrl): /orders/<number>?key=<order key>. Shows the
// order to whoever holds the key, with the bank details for a transfer.

import type {ServerResponse} from 'node:http';
import {bankAccount} from '../config.ts';
import {formatAddressLines} from '../graphql/address.ts';
import type {AppState} from '../graphql/context.ts';
import {messagePage, sendPage} from '../http/pages.ts';
import type {RouteContext} from '../http/router.ts';
import {html} from '../http/util.ts';
import {VAT_PERCENT, formatEuros} from '../money.ts';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris'});

const STATUS_LABELS: Record<string, string> = {
  PENDING: 'En attente de paiement',
  AUTHORIZED: 'Paiement autorisé',
  PAID: 'Payée',
  PARTIALLY_PAID: 'Partiellement payée',
  REFUNDED: 'Remboursée',
  PARTIALLY_REFUNDED: 'Partiellement remboursée',
  VOIDED: 'Annulée',
  UNFULFILLED: 'En préparation',
  FULFILLED: 'Expédiée',
};

/** 405: the order page is only read. */
export function orderPageMethodNotAllowed({response, app}: {response: ServerResponse; app: AppState}): void {
  messagePage(response, app, 405, 'Méthode non autorisée', 'Cette page se consulte seulement.');
}

export function handleOrderPage({response, app, url, params}: RouteContext): void {
  const number = Number(params[0]);
  const key = url.searchParams.get('key') ?? '';
  const order = key ? app.orders.byNumberAndKey(number, key) : null;
  if (!order) {
    messagePage(response, app, 404, 'Commande introuvable', "Ce lien de suivi n'est pas valide. Vérifiez l'adresse reçue après votre commande.", [
      {href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true},
    ]);
    return;
  }
  const bank = bankAccount();
  const invoice = order.paymentMethod === 'invoice-30-days';
  const itemCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const due = order.totalCents - order.giftCardCents;
  const codeDiscounts = order.discountApplications
    .map((application, index) => ({application, index}))
    .filter(({application}) => application.type === 'code' && application.targetType === 'LINE_ITEM')
    .map(({application, index}) => ({
      label: `Code ${application.code}`,
      cents: order.lines.reduce(
        (sum, line) => sum + line.discountAllocations.filter((entry) => entry.application === index).reduce((total, entry) => total + entry.amountCents, 0),
        0,
      ),
    }));
  const lineDiscount = (line: (typeof order.lines)[number]) =>
    line.discountAllocations
      .filter((entry) => order.discountApplications[entry.application]?.type === 'automatic')
      .reduce((sum, entry) => sum + entry.amountCents, 0);
  sendPage(response, app, {
    title: `Commande #${order.number}`,
    body: html`<h1>Commande #${order.number}</h1>
<p class="notice success">Merci pour votre commande, passée le ${dateFormat.format(new Date(order.processedAt))} avec l'adresse ${order.email}. Conservez le lien de cette page : il permet de la retrouver.</p>
<div class="layout">
<div>
<section class="card" aria-labelledby="statut">
<h2 id="statut">Statut</h2>
<p>Paiement : <strong>${STATUS_LABELS[order.financialStatus] ?? order.financialStatus}</strong> · Expédition : <strong>${STATUS_LABELS[order.fulfillmentStatus] ?? order.fulfillmentStatus}</strong></p>
${
  due === 0
    ? html`<p>Commande entièrement réglée par carte cadeau.</p>`
    : invoice
    ? html`<p>Paiement à 30 jours sur facture : la facture sera adressée à ${order.company ?? ''} (SIRET ${order.siret ?? ''}).</p>`
    : html`<p>Paiement par virement bancaire. Votre commande est expédiée dès réception du virement.</p>
<dl class="bank">
<dt>Titulaire</dt><dd>${bank.holder}</dd>
<dt>IBAN</dt><dd>${bank.iban}</dd>
<dt>BIC</dt><dd>${bank.bic}</dd>
<dt>Montant</dt><dd>${formatEuros(due)}</dd>
<dt>Référence à indiquer</dt><dd>#${order.number}</dd>
</dl>${bank.placeholder ? html`<p class="hint">Coordonnées bancaires d'exemple (magasin local de démonstration).</p>` : ''}`
}
</section>
<section class="card spaced" aria-labelledby="livraison">
<h2 id="livraison">Livraison</h2>
<p>${order.deliveryTitle}</p>
<address>${formatAddressLines(order.shippingAddress, true, true).map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}</address>
</section>
<p class="actions"><a class="button" href="${app.storefrontUrl}/">Continuer mes achats</a></p>
</div>
<aside class="summary card" aria-labelledby="articles">
<h2 id="articles">Articles (${itemCount})</h2>
<ul class="lines">${order.lines.map(
      (line) => html`<li class="line">
${line.imagePath ? html`<img src="${line.imagePath}" alt="" width="64" height="64">` : html`<span></span>`}
<div><div class="name">${line.title}</div>${line.variantTitle && line.variantTitle !== 'Default Title' ? html`<div class="meta">${line.variantTitle}</div>` : ''}<div class="meta">Quantité : ${line.quantity} × ${formatEuros(line.unitPriceCents)}</div>${
        lineDiscount(line) > 0 ? html`<div class="meta discount">Remise quantité : −${formatEuros(lineDiscount(line))}</div>` : ''
      }</div>
<div class="price">${formatEuros(line.unitPriceCents * line.quantity - lineDiscount(line))}</div>
</li>`,
    )}</ul>
<dl class="totals">
<dt>Sous-total</dt><dd>${formatEuros(order.subtotalCents + order.discountCents)}</dd>
${codeDiscounts.map((discount) => html`<dt>${discount.label}</dt><dd>−${formatEuros(discount.cents)}</dd>`)}
<dt>Livraison</dt><dd>${order.shippingCents === 0 ? (order.shippingDiscountCents > 0 ? 'Offerte' : 'Gratuite') : formatEuros(order.shippingCents)}</dd>
<dt class="grand">Total TTC</dt><dd class="grand">${formatEuros(order.totalCents)}</dd>
<dt>dont TVA (${VAT_PERCENT})</dt><dd>${formatEuros(order.taxCents)}</dd>
${order.giftCards.map((card) => html`<dt>Carte cadeau •••• ${card.lastCharacters}</dt><dd>−${formatEuros(card.amountCents)}</dd>`)}
${order.giftCardCents > 0 ? html`<dt class="grand">Reste à payer</dt><dd class="grand">${formatEuros(due)}</dd>` : ''}
</dl>
</aside>
</div>`,
  });
}

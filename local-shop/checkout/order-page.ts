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
import {BRAND_NAMES, type CardBrand} from '../payments/card.ts';
import {receiptOf} from './receipt.ts';

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
    messagePage(response, app, 404, 'Commande introuvable', "Ce lien de suivi n’est pas valide. Vérifiez l’adresse reçue après votre commande.", [
      {href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true},
    ]);
    return;
  }
  const bank = bankAccount();
  const invoice = order.paymentMethod === 'invoice-30-days';
  const receipt = receiptOf(order);
  const itemCount = receipt.lines.reduce((sum, line) => sum + line.quantity, 0);
  const due = receipt.dueCents;
  const card = order.card ? `${BRAND_NAMES[order.card.brand as CardBrand] ?? order.card.brand} •••• ${order.card.last4}` : null;
  sendPage(response, app, {
    title: `Commande #${order.number}`,
    body: html`<div class="layout">
<div class="head"><h1>Commande #${order.number}</h1>
<p class="notice success spaced">Merci pour votre commande, passée le ${dateFormat.format(new Date(order.processedAt))} avec l’adresse ${order.email}. Conservez le lien de cette page : il permet de la retrouver.</p></div>
<div class="main">
<section class="card" aria-labelledby="statut">
<h2 id="statut">Statut</h2>
<p>Paiement : <strong>${STATUS_LABELS[order.financialStatus] ?? order.financialStatus}</strong> · Expédition : <strong>${STATUS_LABELS[order.fulfillmentStatus] ?? order.fulfillmentStatus}</strong></p>
${
  due === 0
    ? html`<p>Commande entièrement réglée par carte cadeau.</p>`
    : card
    ? html`<p>Payée par carte bancaire ${card} : ${formatEuros(due)}.</p>`
    : invoice
    ? html`<p>Paiement à 30 jours sur facture : la facture sera adressée à ${order.company ?? ''} (SIRET ${order.siret ?? ''}).</p>`
    : html`<p>Paiement par virement bancaire. Votre commande est expédiée dès réception du virement.</p>
<dl class="bank">
<dt>Titulaire</dt><dd>${bank.holder}</dd>
<dt>IBAN</dt><dd>${bank.iban}</dd>
<dt>BIC</dt><dd>${bank.bic}</dd>
<dt>Montant</dt><dd>${formatEuros(due)}</dd>
<dt>Référence à indiquer</dt><dd>#${order.number}</dd>
</dl>${bank.placeholder ? html`<p class="hint">Coordonnées bancaires d’exemple (magasin local de démonstration).</p>` : ''}`
}
</section>
<section class="card spaced" aria-labelledby="livraison">
<h2 id="livraison">Livraison</h2>
<p>${order.deliveryTitle}${order.deliveryDescription ? html` (${order.deliveryDescription})` : ''}</p>
<address>${formatAddressLines(order.shippingAddress, true, true).map((line, i) => html`${i > 0 ? html`<br>` : ''}${line}`)}</address>
</section>
<p class="actions"><a class="button" href="${app.storefrontUrl}/">Continuer mes achats</a></p>
</div>
<aside class="summary card" aria-labelledby="articles">
<h2 id="articles">Articles (${itemCount})</h2>
<ul class="lines">${receipt.lines.map(
      (line) => html`<li class="line">
${line.imagePath ? html`<img src="${line.imagePath}" alt="" width="64" height="64">` : html`<span class="noimg"></span>`}
<div class="line-text"><div class="name">${line.title}</div>${line.variantTitle ? html`<div class="meta">${line.variantTitle}</div>` : ''}<div class="meta">Quantité : ${line.quantity} × ${formatEuros(line.unitCents)}</div>${
        line.volume ? html`<div class="meta discount">${line.volume.title} : −${formatEuros(line.volume.cents)}</div>` : ''
      }</div>
<div class="price">${line.volume ? html`<s><span class="visually-hidden">au lieu de </span>${formatEuros(line.originalCents)}</s>` : ''}<span>${formatEuros(line.totalCents)}</span></div>
</li>`,
    )}</ul>
<dl class="totals">
<dt>Sous-total</dt><dd>${formatEuros(receipt.subtotalCents)}</dd>
${receipt.codeDiscounts.map((discount) => html`<dt>${discount.label}</dt><dd>−${formatEuros(discount.cents)}</dd>`)}
<dt>Livraison</dt><dd>${receipt.delivery.label || formatEuros(receipt.delivery.cents)}</dd>
<dt class="grand">Total TTC</dt><dd class="grand">${formatEuros(receipt.totalCents)}</dd>
<dt>dont TVA (${VAT_PERCENT})</dt><dd>${formatEuros(receipt.vatCents)}</dd>
${receipt.giftCards.map((giftCard) => html`<dt>${giftCard.label}</dt><dd>−${formatEuros(giftCard.cents)}</dd>`)}
${receipt.giftCards.length > 0 ? html`<dt class="grand">Reste à payer</dt><dd class="grand">${formatEuros(due)}</dd>` : ''}
</dl>
</aside>
</div>`,
  });
}

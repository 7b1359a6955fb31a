// The order-confirmation e-mail: what a French shop sends after an order (articles,
// discounts, delivery and its promise, total with VAT, gift cards, payment, address,
// the seller's identity). The local shop sends no e-mail: it is written to the outbox,
// read in /admin (and by tests), in the same transaction as the order.

import {formatAddressLines} from '../graphql/address.ts';
import type {AppState} from '../graphql/context.ts';
import {VAT_PERCENT, formatEuros} from '../money.ts';
import {BRAND_NAMES, type CardBrand} from '../payments/card.ts';
import {COMPANY, SHOP} from '../shared-rules.ts';
import type {OrderRecord} from '../store/orders.ts';
import {orderStatusPath} from '../urls.ts';
import {PLACEHOLDER_BANK_NOTICE, bankAccount} from '../config.ts';
import {receiptOf} from './receipt.ts';

export const ORDER_EMAIL_KIND = 'order-confirmation';

const dateFormat = new Intl.DateTimeFormat('fr-FR', {dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris'});

function paymentLines(order: OrderRecord, dueCents: number): string[] {
  if (dueCents === 0) return ['Paiement : entièrement réglé par carte cadeau.'];
  if (order.paymentMethod === 'card' && order.card) {
    const brand = BRAND_NAMES[order.card.brand as CardBrand] ?? order.card.brand;
    return [`Paiement : carte bancaire ${brand} •••• ${order.card.last4}, ${formatEuros(dueCents)} débités. Commande payée.`];
  }
  if (order.paymentMethod === 'invoice-30-days') {
    return [
      `Paiement : facture à 30 jours, ${formatEuros(dueCents)}, adressée à ${order.company ?? ''} (SIRET ${order.siret ?? ''}${order.vatNumber ? `, TVA ${order.vatNumber}` : ''}).`,
    ];
  }
  const bank = bankAccount();
  return [
    `Paiement : virement bancaire de ${formatEuros(dueCents)}. Votre commande est expédiée dès réception du virement.`,
    `  Titulaire : ${bank.holder}`,
    `  IBAN : ${bank.iban}`,
    `  BIC : ${bank.bic}`,
    `  Référence à indiquer : #${order.number}`,
    ...(bank.placeholder ? [`  ${PLACEHOLDER_BANK_NOTICE}`] : []),
  ];
}

/** The e-mail of an order: subject, plain-text body, and the order status page as its link. */
export function orderConfirmationEmail(order: OrderRecord, app: AppState): {kind: string; to: string; subject: string; body: string; link: string} {
  const receipt = receiptOf(order);
  const name = [order.shippingAddress.firstName, order.shippingAddress.lastName].filter(Boolean).join(' ');
  const link = `${app.publicUrl}${orderStatusPath(order)}`;
  const lines = receipt.lines.flatMap((line) => [
    `- ${line.title}${line.variantTitle ? ` (${line.variantTitle})` : ''}`,
    `  ${line.quantity} × ${formatEuros(line.unitCents)} = ${formatEuros(line.originalCents)}`,
    ...(line.volume ? [`  ${line.volume.title} : −${formatEuros(line.volume.cents)}`, `  Total de l’article : ${formatEuros(line.totalCents)}`] : []),
  ]);
  const body = [
    `Bonjour ${name},`,
    '',
    `Merci pour votre commande #${order.number}, passée le ${dateFormat.format(new Date(order.processedAt))}. En voici le récapitulatif.`,
    '',
    'Articles',
    ...lines,
    '',
    `Sous-total : ${formatEuros(receipt.subtotalCents)}`,
    ...receipt.codeDiscounts.map((discount) => `${discount.label} : −${formatEuros(discount.cents)}`),
    `Livraison (${receipt.delivery.title}) : ${receipt.delivery.label || formatEuros(receipt.delivery.cents)}`,
    `Total TTC : ${formatEuros(receipt.totalCents)}`,
    `  dont TVA (${VAT_PERCENT}) : ${formatEuros(receipt.vatCents)}`,
    `  soit ${formatEuros(receipt.htCents)} HT`,
    ...receipt.giftCards.map((card) => `${card.label} : −${formatEuros(card.cents)}`),
    ...(receipt.giftCards.length > 0 ? [`Reste à payer : ${formatEuros(receipt.dueCents)}`] : []),
    '',
    ...paymentLines(order, receipt.dueCents),
    '',
    `Livraison : ${receipt.delivery.title}${receipt.delivery.description ? ` (${receipt.delivery.description})` : ''}.`,
    'Adresse de livraison :',
    ...formatAddressLines(order.shippingAddress, true, true).map((line) => `  ${line}`),
    ...(order.phone ? [`  Téléphone : ${order.phone}`] : []),
    '',
    `Suivre votre commande : ${link}`,
    '',
    `Une question ? Répondez à ce message ou appelez-nous au ${SHOP.phone} (${SHOP.hours.charAt(0).toLowerCase()}${SHOP.hours.slice(1)}).`,
    '',
    `${SHOP.legalName} · ${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city} · SIRET ${COMPANY.siret} · TVA ${COMPANY.vatNumber}`,
  ].join('\n');
  return {kind: ORDER_EMAIL_KIND, to: order.email, subject: `Confirmation de votre commande #${order.number}`, body, link};
}

// The pieces every checkout page is made of: the steps, the error summary, a labelled
// field, and the order summary column (two columns from 1000 px; above the form and
// collapsible on a phone, as Shopify's checkout does).

import {type Html, html} from '../http/util.ts';
import {VAT_PERCENT, formatEuros} from '../money.ts';
import {checkoutTotals} from '../pricing/index.ts';
import type {CardField} from '../payments/card.ts';
import {INFO_FIELDS, type InfoField, type PaymentField} from './form.ts';

export interface SummaryLine {
  title: string;
  variantTitle: string | null;
  quantity: number;
  unitPriceCents: number;
  imageUrl: string | null;
  /** After the line's volume discount */
  totalCents: number;
  discount: {title: string; cents: number} | null;
}

export interface CheckoutPageData {
  action: string;
  csrf: string;
  cartUrl: string;
  lines: SummaryLine[];
  /** Lines after their volume discount */
  subtotalCents: number;
  /** Code discounts on the merchandise */
  discounts: {label: string; cents: number}[];
  /** The merchandise after every discount */
  merchandiseCents: number;
  /** Gift cards applied to the cart, with their balances */
  giftCards: {label: string; balanceCents: number}[];
  /** Codes on the cart that do not apply to this checkout, with why (in French) */
  refusedCodes: {code: string; message: string}[];
  /** Whether refusing them changes the total the buyer was shown before (the cart's, as the storefront showed it) */
  refusedCodesChangeTotal: boolean;
}

export type Field = InfoField | PaymentField | CardField;

export const LABELS: Record<Field, string> = {
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  firstName: 'Prénom',
  lastName: 'Nom',
  company: 'Société',
  address1: 'Adresse',
  address2: "Complément d’adresse",
  zip: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  delivery: 'Mode de livraison',
  payment: 'Moyen de paiement',
  invoiceCompany: 'Raison sociale',
  siret: 'Numéro SIRET',
  vatNumber: 'Numéro de TVA intracommunautaire',
  cardNumber: 'Numéro de carte',
  cardExpiry: "Date d’expiration (MM/AA)",
  cardCvc: 'Code de sécurité (CVC)',
  cardHolder: 'Titulaire de la carte',
};

const FIELD_ORDER: Field[] = [...INFO_FIELDS, 'delivery', 'payment', 'cardNumber', 'cardExpiry', 'cardCvc', 'cardHolder', 'invoiceCompany', 'siret', 'vatNumber'];

export function fieldId(field: string): string {
  return `champ-${field}`;
}

export function errorSummary(errors: Partial<Record<Field, string>>, extra: Html | null = null): Html | '' {
  const fields = FIELD_ORDER.filter((field) => errors[field]);
  if (fields.length === 0 && !extra) return '';
  const count = fields.length;
  return html`<div class="error-summary" role="alert" aria-labelledby="erreurs-titre" tabindex="-1" id="erreurs">
<h2 id="erreurs-titre">${count > 1 ? `Veuillez corriger les ${count} erreurs suivantes` : count === 1 ? "Veuillez corriger l’erreur suivante" : 'Votre commande ne peut pas être passée'}</h2>
${extra ?? ''}
${count ? html`<ul>${fields.map((field) => html`<li><a href="#${fieldId(field === 'delivery' || field === 'payment' ? `${field}-0` : field)}">${LABELS[field]} : ${errors[field]}</a></li>`)}</ul>` : ''}
</div>`;
}

export interface InputOptions {
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  /** « (facultatif) » after the label; no required attribute */
  optional?: boolean;
  /** « (obligatoire) » after the label, for fields required by one payment method only */
  requiredMark?: boolean;
  hint?: string;
  inputmode?: string;
  maxlength?: number;
  placeholder?: string;
}

export function input(field: Field, value: string, error: string | undefined, options: InputOptions = {}): Html {
  const id = fieldId(field);
  const describedBy = [options.hint ? `${id}-aide` : '', error ? `${id}-erreur` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${id}">${LABELS[field]}${options.optional ? html` <span class="optional">(facultatif)</span>` : ''}${options.requiredMark ? html` <span class="optional">(obligatoire)</span>` : ''}</label>
${options.hint ? html`<p class="hint" id="${id}-aide">${options.hint}</p>` : ''}
${error ? html`<p class="field-error" id="${id}-erreur"><span aria-hidden="true">⚠ </span>${error}</p>` : ''}
<input id="${id}" name="${field}" type="${options.type ?? 'text'}" value="${value}"${html` autocomplete="${options.autocomplete ?? 'off'}"`}${
    options.inputmode ? html` inputmode="${options.inputmode}"` : ''
  }${options.placeholder ? html` placeholder="${options.placeholder}"` : ''}${options.optional ? '' : html` required aria-required="true"`}${error ? html` aria-invalid="true"` : ''}${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  } maxlength="${options.maxlength ?? 250}">
</div>`;
}

/**
 * The codes of the cart that this checkout does not apply, above the form (before any
 * payment button), and the total without them when it is not the one the buyer was shown
 * before: the buyer reads why the total is not the cart's before paying it. `totalId` lets the delivery page's script keep the amount up
 * to date when the delivery option changes.
 */
export function refusedCodesNotice(data: CheckoutPageData, totalCents: number, totalLabel: string, totalId: string | null = null): Html | '' {
  if (data.refusedCodes.length === 0) return '';
  return html`<div class="notice warning" role="status" data-testid="codes-refuses">
<p><strong>${data.refusedCodes.length > 1 ? 'Codes de réduction non appliqués' : 'Code de réduction non appliqué'}</strong></p>
<ul>${data.refusedCodes.map((refused) => html`<li>${refused.message}</li>`)}</ul>
${data.refusedCodesChangeTotal ? html`<p>${totalLabel} : <strong${totalId ? html` id="${totalId}"` : ''}>${formatEuros(totalCents)}</strong> TTC.</p>` : ''}
</div>`;
}

export function steps(current: 1 | 2, infoHref: string | null, cartUrl: string): Html {
  return html`<nav aria-label="Étapes du paiement"><ol class="steps">
<li><a href="${cartUrl}">Panier</a></li>
<li${current === 1 ? html` aria-current="step"` : ''}>${current === 2 && infoHref ? html`<a href="${infoHref}">Informations</a>` : 'Informations'}</li>
<li${current === 2 ? html` aria-current="step"` : ''}>Livraison et paiement</li>
</ol></nav>`;
}

export const giftCardBalance = (data: CheckoutPageData) => data.giftCards.reduce((sum, card) => sum + card.balanceCents, 0);

/** The totals for a delivery price: merchandise + delivery, its VAT, what the gift cards pay and what is left. */
export const totalsFor = (data: CheckoutPageData, deliveryCents: number) => checkoutTotals(data.merchandiseCents, deliveryCents, giftCardBalance(data));

/**
 * The order summary column. On a phone a button above it (shown by the page script)
 * folds it, with the amount to pay always in view; without the script it stays open.
 * `ids` marks the figures the delivery page's script updates.
 */
export function summary(data: CheckoutPageData, delivery: {label: string; cents: number | null}, ids = false): Html {
  const totals = totalsFor(data, delivery.cents ?? 0);
  const count = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  const id = (name: string) => (ids ? html` id="${name}"` : '');
  const shownTotal = data.giftCards.length > 0 ? totals.dueCents : totals.totalCents;
  return html`<aside class="summary" aria-labelledby="recap-titre">
<button type="button" class="summary-toggle" id="recap-bouton" aria-expanded="true" aria-controls="recap-contenu" hidden><span class="summary-toggle-label">Afficher le récapitulatif</span><strong${id('total-bouton')}>${formatEuros(shownTotal)}</strong></button>
<div class="card summary-body" id="recap-contenu">
<h2 id="recap-titre">Récapitulatif (${count} ${count > 1 ? 'articles' : 'article'})</h2>
<ul class="lines">${data.lines.map(
    (line) => html`<li class="line">
${line.imageUrl ? html`<img src="${line.imageUrl}" alt="" width="64" height="64">` : html`<span class="noimg"></span>`}
<div class="line-text"><div class="name">${line.title}</div>${line.variantTitle ? html`<div class="meta">${line.variantTitle}</div>` : ''}<div class="meta">Quantité : ${line.quantity} × ${formatEuros(line.unitPriceCents)}</div>${
      line.discount ? html`<div class="meta discount">${line.discount.title} : −${formatEuros(line.discount.cents)}</div>` : ''
    }</div>
<div class="price">${line.discount ? html`<s><span class="visually-hidden">au lieu de </span>${formatEuros(line.unitPriceCents * line.quantity)}</s>` : ''}<span>${formatEuros(line.totalCents)}</span></div>
</li>`,
  )}</ul>
<dl class="totals">
<dt>Sous-total</dt><dd>${formatEuros(data.subtotalCents)}</dd>
${data.discounts.map((discount) => html`<dt>${discount.label}</dt><dd>−${formatEuros(discount.cents)}</dd>`)}
${data.refusedCodes.map((refused) => html`<dt>Code ${refused.code}</dt><dd>non appliqué</dd>`)}
<dt>Livraison</dt><dd${id('total-livraison')}>${delivery.label}</dd>
<dt class="grand">Total TTC</dt><dd class="grand"${id('total-ttc')}>${formatEuros(totals.totalCents)}</dd>
<dt>dont TVA (${VAT_PERCENT})</dt><dd${id('total-tva')}>${formatEuros(totals.vatCents)}</dd>
${
  data.giftCards.length > 0
    ? html`<dt>${data.giftCards.length > 1 ? 'Cartes cadeaux' : 'Carte cadeau'} (${data.giftCards.map((card) => card.label).join(', ')})</dt><dd${id('total-carte')}>−${formatEuros(totals.giftCardCents)}</dd>
<dt class="grand">Reste à payer</dt><dd class="grand"${id('total-reste')}>${formatEuros(totals.dueCents)}</dd>`
    : ''
}
</dl>
${delivery.cents === null ? html`<p class="hint">Les frais de livraison sont calculés à l’étape suivante.</p>` : ''}
${data.giftCards.length > 0 ? html`<p class="hint">La TVA porte sur le total de la commande : une carte cadeau est un moyen de paiement.</p>` : ''}
</div>
</aside>`;
}

/**
 * Folds the summary behind its button below 1000 px (opened again from 1000 px); the
 * page works without it, summary open.
 */
export const SUMMARY_SCRIPT = `(function(){var b=document.getElementById('recap-bouton'),c=document.getElementById('recap-contenu');if(!b||!c||typeof window.matchMedia!=='function')return;var l=b.querySelector('.summary-toggle-label'),q=window.matchMedia('(max-width: 999.98px)');function set(open){c.hidden=!open;b.setAttribute('aria-expanded',open?'true':'false');if(l)l.textContent=open?'Masquer le récapitulatif':'Afficher le récapitulatif';}function apply(){b.hidden=!q.matches;set(!q.matches);}b.addEventListener('click',function(){set(c.hidden);});if(q.addEventListener)q.addEventListener('change',apply);apply();})();`;

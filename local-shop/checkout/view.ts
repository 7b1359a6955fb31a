// The two checkout pages: 'Informations' (contact and address), then 'Livraison et
// paiement' with the order summary. Plain forms that work without JavaScript; a small
// script only updates the totals when the delivery option changes.

import {type Html, html} from '../http/util.ts';
import {TTC_PER_HT, VAT_PERCENT, formatEuros} from '../money.ts';
import {type DeliveryOffer, checkoutTotals} from '../pricing/index.ts';
import {
  COUNTRIES,
  type Errors,
  INFO_FIELDS,
  type InfoField,
  type InfoValues,
  PAYMENT_METHODS,
  type PaymentField,
  type PaymentValues,
  countryName,
} from './form.ts';

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
}

const LABELS: Record<InfoField | PaymentField, string> = {
  email: 'Adresse e-mail',
  phone: 'Téléphone',
  firstName: 'Prénom',
  lastName: 'Nom',
  company: 'Société',
  address1: 'Adresse',
  address2: "Complément d'adresse",
  zip: 'Code postal',
  city: 'Ville',
  country: 'Pays',
  delivery: 'Mode de livraison',
  payment: 'Moyen de paiement',
  invoiceCompany: 'Raison sociale',
  siret: 'Numéro SIRET',
};

const FIELD_ORDER: (InfoField | PaymentField)[] = [...INFO_FIELDS, 'delivery', 'payment', 'invoiceCompany', 'siret'];

function fieldId(field: string): string {
  return `champ-${field}`;
}

function errorSummary(errors: Partial<Record<InfoField | PaymentField, string>>, extra: Html | null = null): Html | '' {
  const fields = FIELD_ORDER.filter((field) => errors[field]);
  if (fields.length === 0 && !extra) return '';
  const count = fields.length;
  return html`<div class="error-summary" role="alert" aria-labelledby="erreurs-titre" tabindex="-1" id="erreurs">
<h2 id="erreurs-titre">${count > 1 ? `Veuillez corriger les ${count} erreurs suivantes` : count === 1 ? "Veuillez corriger l'erreur suivante" : 'Votre commande ne peut pas être passée'}</h2>
${extra ?? ''}
${count ? html`<ul>${fields.map((field) => html`<li><a href="#${fieldId(field === 'delivery' || field === 'payment' ? `${field}-0` : field)}">${LABELS[field]} : ${errors[field]}</a></li>`)}</ul>` : ''}
</div>`;
}

interface InputOptions {
  type?: 'text' | 'email' | 'tel';
  autocomplete?: string;
  optional?: boolean;
  hint?: string;
  inputmode?: string;
  maxlength?: number;
}

function input(field: InfoField | PaymentField, value: string, error: string | undefined, options: InputOptions = {}): Html {
  const id = fieldId(field);
  const describedBy = [options.hint ? `${id}-aide` : '', error ? `${id}-erreur` : ''].filter(Boolean).join(' ');
  return html`<div class="field">
<label for="${id}">${LABELS[field]}${options.optional ? html` <span class="optional">(facultatif)</span>` : ''}</label>
${options.hint ? html`<p class="hint" id="${id}-aide">${options.hint}</p>` : ''}
${error ? html`<p class="field-error" id="${id}-erreur"><span aria-hidden="true">⚠ </span>${error}</p>` : ''}
<input id="${id}" name="${field}" type="${options.type ?? 'text'}" value="${value}"${html` autocomplete="${options.autocomplete ?? 'off'}"`}${
    options.inputmode ? html` inputmode="${options.inputmode}"` : ''
  }${options.optional ? '' : html` required aria-required="true"`}${error ? html` aria-invalid="true"` : ''}${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  } maxlength="${options.maxlength ?? 250}">
</div>`;
}

function steps(current: 1 | 2, infoHref: string | null, cartUrl: string): Html {
  return html`<nav aria-label="Étapes du paiement"><ol class="steps">
<li><a href="${cartUrl}">Panier</a></li>
<li${current === 1 ? html` aria-current="step"` : ''}>${current === 2 && infoHref ? html`<a href="${infoHref}">Informations</a>` : 'Informations'}</li>
<li${current === 2 ? html` aria-current="step"` : ''}>Livraison et paiement</li>
</ol></nav>`;
}

const giftCardBalance = (data: CheckoutPageData) => data.giftCards.reduce((sum, card) => sum + card.balanceCents, 0);

/** The totals for a delivery price: merchandise + delivery, its VAT, what the gift cards pay and what is left. */
const totalsFor = (data: CheckoutPageData, deliveryCents: number) => checkoutTotals(data.merchandiseCents, deliveryCents, giftCardBalance(data));

function summary(data: CheckoutPageData, delivery: {label: string; cents: number | null}, ids = false): Html {
  const totals = totalsFor(data, delivery.cents ?? 0);
  const count = data.lines.reduce((sum, line) => sum + line.quantity, 0);
  const id = (name: string) => (ids ? html` id="${name}"` : '');
  return html`<aside class="summary card" aria-labelledby="recap-titre">
<h2 id="recap-titre">Récapitulatif (${count} ${count > 1 ? 'articles' : 'article'})</h2>
<ul class="lines">${data.lines.map(
    (line) => html`<li class="line">
${line.imageUrl ? html`<img src="${line.imageUrl}" alt="" width="64" height="64">` : html`<span></span>`}
<div><div class="name">${line.title}</div>${line.variantTitle ? html`<div class="meta">${line.variantTitle}</div>` : ''}<div class="meta">Quantité : ${line.quantity} × ${formatEuros(line.unitPriceCents)}</div>${
      line.discount ? html`<div class="meta discount">${line.discount.title} : −${formatEuros(line.discount.cents)}</div>` : ''
    }</div>
<div class="price">${line.discount ? html`<s>${formatEuros(line.unitPriceCents * line.quantity)}</s> ` : ''}${formatEuros(line.totalCents)}</div>
</li>`,
  )}</ul>
<dl class="totals">
<dt>Sous-total</dt><dd>${formatEuros(data.subtotalCents)}</dd>
${data.discounts.map((discount) => html`<dt>${discount.label}</dt><dd>−${formatEuros(discount.cents)}</dd>`)}
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
${delivery.cents === null ? html`<p class="hint">Les frais de livraison sont calculés à l'étape suivante.</p>` : ''}
</aside>`;
}

export function informationPage(data: CheckoutPageData, values: InfoValues, errors: Errors<InfoField>): Html {
  const e = errors;
  const page = html`${steps(1, null, data.cartUrl)}
<h1>Vos informations</h1>
<div class="layout">
<div>
${errorSummary(e)}
<form method="post" action="${data.action}" novalidate>
<input type="hidden" name="csrf" value="${data.csrf}">
<input type="hidden" name="step" value="informations">
<fieldset>
<legend>Contact</legend>
<div class="grid">
${input('email', values.email, e.email, {type: 'email', autocomplete: 'email', hint: 'Pour la confirmation de commande.', maxlength: 254})}
${input('phone', values.phone, e.phone, {type: 'tel', autocomplete: 'tel', optional: true, hint: 'Utile au transporteur en cas de besoin.', maxlength: 30})}
</div>
</fieldset>
<fieldset>
<legend>Adresse de livraison</legend>
<div class="grid">
<div class="grid two">
${input('firstName', values.firstName, e.firstName, {autocomplete: 'shipping given-name', maxlength: 200})}
${input('lastName', values.lastName, e.lastName, {autocomplete: 'shipping family-name', maxlength: 200})}
</div>
${input('company', values.company, e.company, {autocomplete: 'shipping organization', optional: true, maxlength: 200})}
${input('address1', values.address1, e.address1, {autocomplete: 'shipping address-line1', maxlength: 200})}
${input('address2', values.address2, e.address2, {autocomplete: 'shipping address-line2', optional: true, hint: 'Bâtiment, étage, digicode…', maxlength: 200})}
<div class="grid two">
${input('zip', values.zip, e.zip, {autocomplete: 'shipping postal-code', inputmode: 'numeric', hint: '5 chiffres pour la France.', maxlength: 20})}
${input('city', values.city, e.city, {autocomplete: 'shipping address-level2', maxlength: 200})}
</div>
<div class="field">
<label for="${fieldId('country')}">${LABELS.country}</label>
${e.country ? html`<p class="field-error" id="${fieldId('country')}-erreur"><span aria-hidden="true">⚠ </span>${e.country}</p>` : ''}
<select id="${fieldId('country')}" name="country" autocomplete="shipping country" required aria-required="true"${
    e.country ? html` aria-invalid="true" aria-describedby="${fieldId('country')}-erreur"` : ''
  }>
${COUNTRIES.map((country) => html`<option value="${country.isoCode}"${country.isoCode === (values.country || 'FR') ? html` selected` : ''}>${country.name}</option>`)}
</select>
</div>
</div>
</fieldset>
<div class="actions">
<a href="${data.cartUrl}">‹ Retour au panier</a>
<button class="button" type="submit">Continuer vers la livraison</button>
</div>
</form>
</div>
${summary(data, {label: "Calculée à l'étape suivante", cents: null})}
</div>`;
  return page;
}

export function deliveryPage(
  data: CheckoutPageData & {infoUrl: string},
  info: InfoValues,
  offers: readonly DeliveryOffer[],
  values: PaymentValues,
  errors: Errors<PaymentField>,
  problem: Html | null,
): Html {
  const e = errors;
  const chosen = offers.find((offer) => offer.handle === values.delivery) ?? null;
  const invoiceCompany = values.invoiceCompany || info.company;
  const page = html`${steps(2, data.infoUrl, data.cartUrl)}
<h1>Livraison et paiement</h1>
<div class="layout">
<div>
${errorSummary(e, problem)}
<section class="card recap" aria-labelledby="recap-adresse">
<h2 id="recap-adresse">Livraison à</h2>
<address>${info.firstName} ${info.lastName}${info.company ? html`<br>${info.company}` : ''}<br>${info.address1}${
    info.address2 ? html`<br>${info.address2}` : ''
  }<br>${info.zip} ${info.city}<br>${countryName(info.country)}</address>
<p>${info.email}${info.phone ? html` · ${info.phone}` : ''}</p>
<p><a href="${data.infoUrl}">Modifier mes informations</a></p>
</section>
<form method="post" action="${data.action}" id="paiement" data-subtotal="${data.merchandiseCents}" data-gift="${giftCardBalance(data)}" novalidate>
<input type="hidden" name="csrf" value="${data.csrf}">
<input type="hidden" name="step" value="livraison">
<fieldset${e.delivery ? html` aria-describedby="${fieldId('delivery')}-erreur"` : ''}>
<legend>Mode de livraison</legend>
${e.delivery ? html`<p class="field-error" id="${fieldId('delivery')}-erreur"><span aria-hidden="true">⚠ </span>${e.delivery}</p>` : ''}
${offers.map(
    (offer, i) => html`<div class="choice">
<input type="radio" id="${fieldId(`delivery-${i}`)}" name="delivery" value="${offer.handle}" data-price="${offer.priceCents}"${
      offer.handle === values.delivery ? html` checked` : ''
    }${e.delivery ? html` aria-invalid="true"` : ''}>
<label for="${fieldId(`delivery-${i}`)}"><span class="title"><span>${offer.title}</span><span>${
      offer.isFree ? (offer.regularPriceCents > 0 ? html`Gratuite <s aria-label="au lieu de ${formatEuros(offer.regularPriceCents)}">${formatEuros(offer.regularPriceCents)}</s>` : 'Gratuite') : formatEuros(offer.priceCents)
    }</span></span><span class="desc">${offer.description}</span></label>
</div>`,
  )}
${offers.some((offer) => offer.handle === 'same-day-paris') ? '' : html`<p class="hint">La livraison le jour même est proposée pour les adresses de Paris (codes postaux 75xxx).</p>`}
</fieldset>
<fieldset${e.payment ? html` aria-describedby="${fieldId('payment')}-erreur"` : ''}>
<legend>Moyen de paiement</legend>
${e.payment ? html`<p class="field-error" id="${fieldId('payment')}-erreur"><span aria-hidden="true">⚠ </span>${e.payment}</p>` : ''}
${PAYMENT_METHODS.map(
    (method, i) => html`<div class="choice">
<input type="radio" id="${fieldId(`payment-${i}`)}" name="payment" value="${method.value}"${method.value === values.payment ? html` checked` : ''}${
      e.payment ? html` aria-invalid="true"` : ''
    }>
<label for="${fieldId(`payment-${i}`)}"><span class="title">${method.title}</span><span class="desc">${method.description}</span></label>
</div>`,
  )}
<div class="nested grid" id="facture">
<p class="hint">Pour le paiement sur facture uniquement :</p>
${input('invoiceCompany', invoiceCompany, e.invoiceCompany, {autocomplete: 'organization', optional: true, maxlength: 200})}
${input('siret', values.siret, e.siret, {inputmode: 'numeric', optional: true, hint: '14 chiffres, par exemple 123 456 789 00012.', maxlength: 20})}
</div>
</fieldset>
<p class="pay-total">Total à payer : <strong id="total-payer">${formatEuros(totalsFor(data, chosen?.priceCents ?? 0).dueCents)}</strong> TTC</p>
${chosen && data.giftCards.length > 0 && totalsFor(data, chosen.priceCents).dueCents === 0 ? html`<p class="hint">Votre carte cadeau couvre toute la commande : aucun paiement n'est nécessaire.</p>` : ''}
<div class="actions">
<button class="button secondary" type="submit" name="action" value="recalculer" id="recalculer">Recalculer le total</button>
<button class="button" type="submit" name="action" value="commander">Passer la commande</button>
</div>
<p class="hint">En passant la commande, vous acceptez nos conditions générales de vente. Les prix s'entendent TTC (TVA ${VAT_PERCENT} incluse).</p>
</form>
</div>
${summary(data, chosen ? {label: chosen.priceCents === 0 ? 'Gratuite' : formatEuros(chosen.priceCents), cents: chosen.priceCents} : {label: 'À choisir', cents: 0}, true)}
</div>`;
  return page;
}

/**
 * Updates the totals when the delivery option changes, as checkoutTotals computes them
 * (the VAT with the shop's rate); the page works without it.
 */
export const DELIVERY_SCRIPT = `(function(){var f=document.getElementById('paiement');if(!f)return;var sub=Number(f.getAttribute('data-subtotal'))||0;var gift=Number(f.getAttribute('data-gift'))||0;var money=new Intl.NumberFormat('fr-FR',{style:'currency',currency:'EUR'});function set(id,t){var el=document.getElementById(id);if(el)el.textContent=t;}function update(){var r=f.querySelector('input[name=delivery]:checked');var p=r?Number(r.getAttribute('data-price'))||0:0;var t=sub+p;var g=Math.min(gift,t);set('total-livraison',r?(p===0?'Gratuite':money.format(p/100)):'À choisir');set('total-ttc',money.format(t/100));set('total-payer',money.format((t-g)/100));set('total-tva',money.format((t-Math.round(t/${TTC_PER_HT}))/100));set('total-carte','−'+money.format(g/100));set('total-reste',money.format((t-g)/100));var inv=f.querySelector('input[name=payment]:checked');var box=document.getElementById('facture');if(box)box.hidden=!(inv&&inv.value==='invoice-30-days');}var b=document.getElementById('recalculer');if(b)b.hidden=true;f.addEventListener('change',update);update();var s=document.getElementById('erreurs');if(s)s.focus();})();`;

export const INFO_SCRIPT = `(function(){var s=document.getElementById('erreurs');if(s)s.focus();})();`;

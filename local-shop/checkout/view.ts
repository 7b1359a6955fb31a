// The checkout's pages: 'Informations' (contact and address), 'Livraison et paiement'
// (delivery, payment by card, transfer or invoice) and the bank's authentication page of
// a card that asks for it, each beside the order summary (view-parts.ts). Plain forms
// that work without JavaScript; small scripts update the totals when the delivery option
// changes, show the chosen payment method's fields and fold the summary on a phone.

import {type Html, html} from '../http/util.ts';
import {TTC_PER_HT, VAT_PERCENT, formatEuros} from '../money.ts';
import {CARD_FIELDS} from '../payments/card.ts';
import {TEST_CARDS} from '../payments/sandbox.ts';
import type {DeliveryOffer} from '../pricing/index.ts';
import {SHOP} from '../shared-rules.ts';
import {COUNTRIES, type Errors, type InfoField, type InfoValues, PAYMENT_METHODS, type PaymentValues, countryName} from './form.ts';
import {
  type CheckoutPageData,
  type Field,
  LABELS,
  SUMMARY_SCRIPT,
  errorSummary,
  fieldId,
  giftCardBalance,
  input,
  refusedCodesNotice,
  steps,
  summary,
  totalsFor,
} from './view-parts.ts';

export type {CheckoutPageData, SummaryLine} from './view-parts.ts';

export function informationPage(data: CheckoutPageData, values: InfoValues, errors: Errors<InfoField>): Html {
  const e = errors;
  return html`<div class="layout">
<div class="head">${steps(1, null, data.cartUrl)}
<h1>Vos informations</h1></div>
${summary(data, {label: "Calculée à l’étape suivante", cents: null})}
<div class="main">
${errorSummary(e)}
${refusedCodesNotice(data, totalsFor(data, 0).dueCents, 'Total de vos articles sans ce code, livraison en plus')}
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
</div>`;
}

/** The card's fields, always empty: a card's details are never kept, they are typed again after a refusal. */
function cardFields(e: Errors<Field>): Html {
  const success = TEST_CARDS.find((test) => test.outcome === 'succeeded');
  const authentication = TEST_CARDS.find((test) => test.outcome === 'requires_authentication');
  const spaced = (number = '') => number.replace(/(\d{4})(?=\d)/g, '$1 ');
  return html`<div class="nested grid" id="carte">
<p class="hint">Paiement de test (bac à sable) : aucune carte n’est débitée. Carte acceptée : ${spaced(success?.number)} ; avec authentification de la banque : ${spaced(authentication?.number)} ; toute date d’expiration à venir et tout code.</p>
${CARD_FIELDS.some((field) => e[field]) ? html`<p class="hint">Pour votre sécurité, les données de la carte ne sont jamais conservées : saisissez-les à nouveau.</p>` : ''}
${input('cardNumber', '', e.cardNumber, {autocomplete: 'cc-number', inputmode: 'numeric', requiredMark: true, maxlength: 23, placeholder: '1234 1234 1234 1234'})}
<div class="grid two">
${input('cardExpiry', '', e.cardExpiry, {autocomplete: 'cc-exp', inputmode: 'numeric', requiredMark: true, maxlength: 7, placeholder: 'MM/AA'})}
${input('cardCvc', '', e.cardCvc, {autocomplete: 'cc-csc', inputmode: 'numeric', requiredMark: true, maxlength: 4, hint: '3 chiffres au dos, 4 au recto pour American Express.'})}
</div>
${input('cardHolder', '', e.cardHolder, {autocomplete: 'cc-name', requiredMark: true, maxlength: 100})}
</div>`;
}

function invoiceFields(values: PaymentValues, info: InfoValues, e: Errors<Field>): Html {
  return html`<div class="nested grid" id="facture">
<p class="hint">Pour le paiement à 30 jours sur facture, la raison sociale et le numéro SIRET sont obligatoires.</p>
${input('invoiceCompany', values.invoiceCompany || info.company, e.invoiceCompany, {autocomplete: 'organization', requiredMark: true, maxlength: 200})}
${input('siret', values.siret, e.siret, {inputmode: 'numeric', requiredMark: true, hint: '14 chiffres, par exemple 912 345 675 00017.', maxlength: 20})}
${input('vatNumber', values.vatNumber, e.vatNumber, {optional: true, hint: 'Pour une entreprise de l’Union européenne, par exemple FR65 912 345 675.', maxlength: 20})}
</div>`;
}

export interface DeliveryPageData extends CheckoutPageData {
  infoUrl: string;
  /** The signed quote of what the page shows (pricing/quote.ts) */
  quote: string;
}

export function deliveryPage(
  data: DeliveryPageData,
  info: InfoValues,
  offers: readonly DeliveryOffer[],
  values: PaymentValues,
  errors: Errors<Field>,
  problem: Html | null,
): Html {
  const e = errors;
  const chosen = offers.find((offer) => offer.handle === values.delivery) ?? null;
  const due = totalsFor(data, chosen?.priceCents ?? 0).dueCents;
  return html`<div class="layout">
<div class="head">${steps(2, data.infoUrl, data.cartUrl)}
<h1>Livraison et paiement</h1></div>
${summary(data, chosen ? {label: chosen.priceCents === 0 ? 'Gratuite' : formatEuros(chosen.priceCents), cents: chosen.priceCents} : {label: 'À choisir', cents: 0}, true)}
<div class="main">
${errorSummary(e, problem)}
${refusedCodesNotice(data, due, 'Nouveau total à payer', 'total-avis')}
<section class="card recap" aria-labelledby="recap-adresse">
<h2 id="recap-adresse">Livraison à</h2>
<address>${info.firstName} ${info.lastName}${info.company ? html`<br>${info.company}` : ''}<br>${info.address1}${
    info.address2 ? html`<br>${info.address2}` : ''
  }<br>${info.zip} ${info.city}<br>${countryName(info.country)}</address>
<p>${info.email}${info.phone ? html` · ${info.phone}` : ''}</p>
<p><a href="${data.infoUrl}">Modifier l’adresse ou le contact</a></p>
</section>
<form method="post" action="${data.action}" id="paiement" data-subtotal="${data.merchandiseCents}" data-gift="${giftCardBalance(data)}" novalidate>
<input type="hidden" name="csrf" value="${data.csrf}">
<input type="hidden" name="step" value="livraison">
<input type="hidden" name="quote" value="${data.quote}">
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
</div>
${method.value === 'card' ? cardFields(e) : method.value === 'invoice-30-days' ? invoiceFields(values, info, e) : ''}`,
  )}
</fieldset>
<p class="pay-total">Total à payer : <strong id="total-payer">${formatEuros(due)}</strong> TTC</p>
${chosen && data.giftCards.length > 0 && due === 0 ? html`<p class="hint">Votre carte cadeau couvre toute la commande : aucun paiement n’est nécessaire.</p>` : ''}
<div class="actions">
<button class="button" type="submit" name="action" value="commander">Passer la commande</button>
<button class="button secondary" type="submit" name="action" value="recalculer" id="recalculer">Recalculer le total</button>
</div>
<p class="hint">En passant la commande, vous acceptez nos conditions générales de vente. Les prix s’entendent TTC (TVA ${VAT_PERCENT} incluse).</p>
</form>
</div>
</div>`;
}

/** The bank's page of a card that asks for authentication (3-D Secure), as a provider's sandbox shows it. */
export function authenticationPage(data: {action: string; csrf: string; id: string; amountCents: number; cardLabel: string; cancelUrl: string}): Html {
  return html`<div class="bank-page card">
<p class="bank-name" aria-hidden="true">Banque de test</p>
<h1>Authentification de votre banque</h1>
<p>Votre banque demande de confirmer ce paiement :</p>
<dl class="bank-details">
<dt>Marchand</dt><dd>${SHOP.name}</dd>
<dt>Montant</dt><dd><strong>${formatEuros(data.amountCents)}</strong></dd>
<dt>Carte</dt><dd>${data.cardLabel}</dd>
</dl>
<p class="hint">Page de test du bac à sable de paiement : dans une vraie boutique, votre banque vous demanderait ici un code reçu par SMS ou une validation dans son application. Rien n’est débité avant votre confirmation.</p>
<form method="post" action="${data.action}" class="actions">
<input type="hidden" name="csrf" value="${data.csrf}">
<input type="hidden" name="step" value="authentification">
<input type="hidden" name="authentication" value="${data.id}">
<button class="button secondary" type="submit" name="decision" value="refuser">Refuser le paiement</button>
<button class="button" type="submit" name="decision" value="confirmer">Confirmer le paiement</button>
</form>
<p><a href="${data.cancelUrl}">‹ Revenir au choix du paiement</a></p>
</div>`;
}

/**
 * Updates the totals when the delivery option changes, as checkoutTotals computes them
 * (the VAT with the shop's rate), and shows the chosen payment method's fields (marked
 * required), and empties the card's fields whenever the page is shown, Back included (the
 * browser would restore what was typed: a card's details are never kept); the page works
 * without it.
 */
export const DELIVERY_SCRIPT = `(function(){var f=document.getElementById('paiement');if(!f)return;var sub=Number(f.getAttribute('data-subtotal'))||0;var gift=Number(f.getAttribute('data-gift'))||0;var money=new Intl.NumberFormat('fr-FR',{style:'currency',currency:'EUR'});function set(id,t){var el=document.getElementById(id);if(el)el.textContent=t;}function show(id,on){var box=document.getElementById(id);if(!box)return;box.hidden=!on;var req=box.querySelectorAll('input[required]');for(var i=0;i<req.length;i++)req[i].setAttribute('aria-required',on?'true':'false');}function update(){var r=f.querySelector('input[name=delivery]:checked');var p=r?Number(r.getAttribute('data-price'))||0:0;var t=sub+p;var g=Math.min(gift,t);set('total-livraison',r?(p===0?'Gratuite':money.format(p/100)):'À choisir');set('total-ttc',money.format(t/100));set('total-payer',money.format((t-g)/100));set('total-avis',money.format((t-g)/100));set('total-tva',money.format((t-Math.round(t/${TTC_PER_HT}))/100));set('total-carte','−'+money.format(g/100));set('total-reste',money.format((t-g)/100));set('total-bouton',money.format((gift>0?t-g:t)/100));var pay=f.querySelector('input[name=payment]:checked');var m=pay?pay.value:'';show('carte',m==='card');show('facture',m==='invoice-30-days');}var b=document.getElementById('recalculer');if(b)b.hidden=true;f.addEventListener('change',update);update();window.addEventListener('pageshow',function(){var c=document.querySelectorAll('#carte input');for(var i=0;i<c.length;i++)c[i].value='';});var s=document.getElementById('erreurs');if(s)s.focus();})();${SUMMARY_SCRIPT}`;

export const INFO_SCRIPT = `(function(){var s=document.getElementById('erreurs');if(s)s.focus();})();${SUMMARY_SCRIPT}`;

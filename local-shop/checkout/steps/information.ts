// Step 1, « Vos informations »: contact and delivery address, saved on the cart, then on
// to the delivery step. A cart the storefront handed over with an e-mail and a selected
// delivery address opens at the delivery step: this page is then « Modifier ».

import {sendPage} from '../../http/pages.ts';
import {redirect} from '../../http/util.ts';
import {type Errors, INFO_FIELDS, type InfoField, type InfoValues, normalizeZip, readInfo, validateInfo} from '../form.ts';
import {type CheckoutRequest, type CheckoutStep, handoverOf, prefill} from '../session.ts';
import {checkoutPath} from '../../urls.ts';
import {INFO_SCRIPT, informationPage} from '../view.ts';
import {keepRefusal, takeRefusal} from '../refusal-flash.ts';
import {INFORMATION_STEP, deliveryStep} from './delivery.ts';

/** The information fields of kept values (nothing else). */
const pickInfo = (values: Record<string, string>): Partial<InfoValues> =>
  Object.fromEntries(INFO_FIELDS.filter((field) => typeof values[field] === 'string').map((field) => [field, values[field]]));

function sendInformationPage({app, response, frame, summary}: CheckoutRequest, info: InfoValues, errors: Errors<InfoField>): void {
  const failed = Object.keys(errors).length > 0;
  sendPage(response, app, {
    title: `${failed ? 'Erreur – ' : ''}Informations – Paiement`,
    body: informationPage({...frame, ...summary.data}, info, errors),
    script: INFO_SCRIPT,
  });
}

export const informationStep: CheckoutStep = {
  name: INFORMATION_STEP,

  show(checkout) {
    const refusal = takeRefusal(checkout.app.carts, checkout.cart, INFORMATION_STEP);
    if (refusal?.values) {
      // The form refused: what was typed, with why (POST → 303 → GET: Back and reload never resend it).
      sendInformationPage(checkout, {...prefill(checkout.app, checkout.cart), ...pickInfo(refusal.values)}, refusal.errors);
      return;
    }
    sendInformationPage(checkout, prefill(checkout.app, checkout.cart), {});
  },

  submit(checkout, form) {
    const info = readInfo(form);
    const errors = validateInfo(info);
    if (Object.keys(errors).length > 0) {
      keepRefusal(checkout.app.carts, checkout.cart, INFORMATION_STEP, {errors, problem: null, values: {...info}});
      redirect(checkout.response, 303, checkoutPath(checkout.cart, INFORMATION_STEP));
      return;
    }
    info.zip = normalizeZip(info.zip, info.country);
    checkout.app.carts.saveCheckoutDraft(checkout.cart, {...checkout.cart.checkout, ...info, infoValid: '1', handover: handoverOf(checkout.cart)});
    redirect(checkout.response, 303, checkoutPath(checkout.cart, deliveryStep.name));
  },
};

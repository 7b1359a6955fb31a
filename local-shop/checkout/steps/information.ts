// Step 1, « Vos informations »: contact and delivery address, saved on the cart, then on
// to the delivery step. A cart the storefront handed over with an e-mail and a selected
// delivery address opens at the delivery step: this page is then « Modifier ».

import {sendPage} from '../../http/pages.ts';
import {redirect} from '../../http/util.ts';
import {type Errors, type InfoField, type InfoValues, normalizeZip, readInfo, validateInfo} from '../form.ts';
import {type CheckoutRequest, type CheckoutStep, handoverOf, prefill} from '../session.ts';
import {checkoutPath} from '../../urls.ts';
import {INFO_SCRIPT, informationPage} from '../view.ts';
import {deliveryStep} from './delivery.ts';

function sendInformationPage({app, response, frame, summary}: CheckoutRequest, info: InfoValues, errors: Errors<InfoField>): void {
  const failed = Object.keys(errors).length > 0;
  sendPage(response, app, {
    status: failed ? 422 : 200,
    title: `${failed ? 'Erreur – ' : ''}Informations – Paiement`,
    body: informationPage({...frame, ...summary.data}, info, errors),
    script: INFO_SCRIPT,
  });
}

export const informationStep: CheckoutStep = {
  name: 'informations',

  show(checkout) {
    sendInformationPage(checkout, prefill(checkout.app, checkout.cart), {});
  },

  submit(checkout, form) {
    const info = readInfo(form);
    const errors = validateInfo(info);
    if (Object.keys(errors).length > 0) {
      sendInformationPage(checkout, info, errors);
      return;
    }
    info.zip = normalizeZip(info.zip, info.country);
    checkout.app.carts.saveCheckoutDraft(checkout.cart, {...checkout.cart.checkout, ...info, infoValid: '1', handover: handoverOf(checkout.cart)});
    redirect(checkout.response, 303, checkoutPath(checkout.cart, deliveryStep.name));
  },
};

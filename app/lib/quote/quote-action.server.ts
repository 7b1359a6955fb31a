import {data} from 'react-router';
import {deliverForm, type FormsSettings} from '~/lib/platform/form-delivery.server';
import {clampStep, fieldErrorsFromServer, LAST_STEP, quoteValuesFrom, validateQuote, validateStepsBefore} from '~/lib/quote/quote-request';
import {firstErrorStep, type QuoteActionResult} from '~/lib/quote/quote-wizard';

// The custom-cylinder request's action: without JavaScript, 'Précédent' and 'Suivant' post
// the whole form and the server shows the asked step; 'Envoyer' checks the request and
// delivers it to the merchant inbox (DESIGN.md section 5).

/**
 * 'Précédent' / 'Suivant' (intent `step:N`): the asked step, with what was typed. Going
 * forward checks the steps left behind first, as the browser does (the same function).
 */
export function showQuoteStep(form: FormData, intent: string) {
  const values = quoteValuesFrom(form);
  const target = clampStep(intent.slice(5));
  const from = clampStep(form.get('step'));
  if (target > from) {
    const errors = validateStepsBefore(values, target);
    if (Object.keys(errors).length > 0) {
      return data({status: 'invalid', step: firstErrorStep(errors), values, errors} satisfies QuoteActionResult, {status: 400});
    }
  }
  return {status: 'step', step: target, values} satisfies QuoteActionResult;
}

/** 'Envoyer ma demande': checked, delivered, or sent back with the step to correct. */
export async function submitQuote(env: FormsSettings, form: FormData) {
  const values = quoteValuesFrom(form);
  const validation = validateQuote(values);
  if (!validation.ok) {
    return data({status: 'invalid', step: firstErrorStep(validation.errors), values, errors: validation.errors} satisfies QuoteActionResult, {
      status: 400,
    });
  }
  const delivery = await deliverForm(env, 'quote', validation.request);
  if (delivery.ok) {
    return {status: 'sent', id: delivery.id, name: validation.request.contact.name} satisfies QuoteActionResult;
  }
  if (delivery.reason === 'invalid') {
    const errors = fieldErrorsFromServer(delivery.errors);
    if (Object.keys(errors).length > 0) {
      return data({status: 'invalid', step: firstErrorStep(errors), values, errors} satisfies QuoteActionResult, {status: 400});
    }
  }
  return data({status: 'failed', step: LAST_STEP, values} satisfies QuoteActionResult, {status: 502});
}

import {data} from 'react-router';
import {deliverForm, type FormsSettings} from '~/lib/platform/form-delivery.server';
import {CONTACT_DELIVERY_TIMEOUT_MS, contactValuesFrom, type ContactField} from '~/lib/content/contact-form';
import {type FieldErrors, validateContact} from '~/lib/validation';

/** The contact form's message: checked, delivered to the merchant inbox, or given back with why. */
export async function sendContactMessage(env: FormsSettings, form: FormData) {
  const values = contactValuesFrom(form);
  const result = validateContact(form);
  if (!result.ok) return data({status: 'invalid' as const, errors: result.errors, values}, {status: 400});
  const delivery = await deliverForm(env, 'contact', result.data, fetch, {timeoutMs: CONTACT_DELIVERY_TIMEOUT_MS});
  if (delivery.ok) return {status: 'sent' as const};
  if (delivery.reason === 'invalid') {
    return data({status: 'invalid' as const, errors: delivery.errors as FieldErrors<ContactField>, values}, {status: 400});
  }
  return data({status: 'failed' as const, values}, {status: 503});
}

// The contact form (SPEC.md section 4 'Contact form'): its fields, in the order shown, and
// what the visitor typed, given back as is when the message is not sent.

import {MAX_LENGTHS, type ContactData, type FieldErrors} from '../validation.ts';

export type ContactField = keyof ContactData;
export type ContactValues = Record<ContactField, string>;

/** SPEC.md section 4 'Contact form': the success panel stays 5 s, then a fresh form. */
export const SUCCESS_PANEL_MS = 5000;
/** Issue 7: an inbox silent for 8 s is a failed delivery. */
export const CONTACT_DELIVERY_TIMEOUT_MS = 8000;

export const CONTACT_FIELDS: {
  name: ContactField;
  label: string;
  type: 'text' | 'email' | 'tel';
  autoComplete: string;
  optional?: boolean;
  multiline?: boolean;
}[] = [
  {name: 'name', label: 'Nom', type: 'text', autoComplete: 'name'},
  {name: 'email', label: 'Adresse e-mail', type: 'email', autoComplete: 'email'},
  {name: 'phone', label: 'Téléphone', type: 'tel', autoComplete: 'tel', optional: true},
  {name: 'company', label: 'Société', type: 'text', autoComplete: 'organization', optional: true},
  {name: 'subject', label: 'Sujet', type: 'text', autoComplete: 'off'},
  {name: 'message', label: 'Message', type: 'text', autoComplete: 'off', multiline: true},
];

export const EMPTY_CONTACT: ContactValues = {name: '', email: '', phone: '', company: '', subject: '', message: ''};

/** What the contact action answers. */
export type ContactAnswer =
  | {status: 'sent'}
  | {status: 'invalid'; errors: FieldErrors<ContactField>; values: ContactValues}
  | {status: 'failed'; values: ContactValues};

/** What was typed in each field, bounded. */
export function contactValuesFrom(form: FormData): ContactValues {
  return Object.fromEntries(
    CONTACT_FIELDS.map(({name}) => {
      const value = form.get(name);
      return [name, typeof value === 'string' ? value.slice(0, MAX_LENGTHS.message * 2) : ''];
    }),
  ) as ContactValues;
}

/** The first field in error, in the form's order (it gets the focus). */
export function firstInvalidContactField(errors: FieldErrors<ContactField>): ContactField | undefined {
  return CONTACT_FIELDS.find(({name}) => errors[name])?.name;
}

import {data, redirect} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {AccountData} from './account-data.server.ts';
import type {AddressFields, Outcome, ProfileFields} from './types.ts';
import {toE164} from './phone.ts';
import {COUNTRIES} from '~/lib/countries';
import {isEmail, isPhone, MESSAGES} from '~/lib/validation';

// /profil's forms (SPEC.md section 7): the customer's details, marketing preferences and
// address book. Each form is checked here, the same for both account systems, then
// written through the account data (account-data.server.ts); the page reads back which
// form answered, its errors, and whether it saved.

type Context = Pick<HydrogenRouterContextProvider, 'appSession'>;
export type ProfileErrors = Record<string, string>;

/** What the page reads back: which form answered, its errors, whether it saved. */
export type ProfileActionData = {intent: string | null; errors: ProfileErrors; saved: boolean};

export const PROFILE_MESSAGES = {
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  saveFailed: 'Impossible de sauvegarder les modifications.',
  addressSaveFailed: 'Impossible de sauvegarder cette adresse.',
  addressDeleteFailed: 'Impossible de supprimer cette adresse.',
  defaultFailed: 'Impossible de modifier l’adresse par défaut.',
  unknownAction: 'Action inconnue.',
  phoneInvalid: 'Numéro de téléphone invalide',
  zipInvalid: 'Code postal invalide (5 chiffres)',
  countryInvalid: 'Nous ne livrons pas encore ce pays.',
} as const;

const field = (formData: FormData, name: string, max = 200) => String(formData.get(name) ?? '').trim().slice(0, max);

export function profileFailure(intent: string | null, errors: ProfileErrors, status = 400) {
  return data<ProfileActionData>({intent, errors, saved: false}, {status});
}

function answer(context: Context, intent: string, outcome: Outcome, title: string, fallback: string) {
  if (!outcome.ok) return profileFailure(intent, {form: outcome.message ?? fallback});
  context.appSession.flash('toast', {title, variant: 'success'});
  const saved: ProfileActionData = {intent, errors: {}, saved: true};
  return saved;
}

/** An address form, checked: the fields to send, or the errors to show beside them. */
export function readAddress(formData: FormData): {fields: AddressFields; errors: ProfileErrors} {
  const countryName = field(formData, 'country', 60) || 'France';
  const country = COUNTRIES.find((entry) => entry.name === countryName || entry.isoCode === countryName.toUpperCase());
  const phone = field(formData, 'phone', 30);
  const fields: AddressFields = {
    firstName: field(formData, 'firstName'),
    lastName: field(formData, 'lastName'),
    company: field(formData, 'company'),
    address1: field(formData, 'address1'),
    address2: field(formData, 'address2'),
    zip: field(formData, 'zip', 20),
    city: field(formData, 'city'),
    countryCode: country?.isoCode ?? 'FR',
    phone: phone && isPhone(phone) ? toE164(phone) : phone,
  };
  const errors: ProfileErrors = {};
  if (!fields.firstName) errors.firstName = MESSAGES.firstNameRequired;
  if (!fields.lastName) errors.lastName = MESSAGES.lastNameRequired;
  if (!fields.address1) errors.address1 = MESSAGES.addressRequired;
  if (!country) errors.form = PROFILE_MESSAGES.countryInvalid;
  if (!fields.zip) errors.zip = MESSAGES.postalCodeRequired;
  else if (fields.countryCode === 'FR' && !/^\d{5}$/.test(fields.zip.replace(/\s/g, ''))) errors.zip = PROFILE_MESSAGES.zipInvalid;
  if (!fields.city) errors.city = MESSAGES.cityRequired;
  if (phone && !isPhone(phone)) errors.phone = PROFILE_MESSAGES.phoneInvalid;
  return {fields, errors};
}

/** 'Informations personnelles': names, and the e-mail and phone where the account system lets them change here. */
export async function updateProfile(context: Context, account: AccountData, formData: FormData, contactEditable: boolean) {
  const phone = field(formData, 'phone', 30);
  const fields: ProfileFields = {
    firstName: field(formData, 'firstName'),
    lastName: field(formData, 'lastName'),
    email: field(formData, 'email'),
    phone: phone && isPhone(phone) ? toE164(phone) : phone,
  };
  const errors: ProfileErrors = {};
  if (!fields.firstName) errors.firstName = MESSAGES.firstNameRequired;
  if (!fields.lastName) errors.lastName = MESSAGES.lastNameRequired;
  if (contactEditable) {
    if (!fields.email) errors.email = MESSAGES.emailAddressRequired;
    else if (!isEmail(fields.email)) errors.email = MESSAGES.emailInvalid;
    if (phone && !isPhone(phone)) errors.phone = PROFILE_MESSAGES.phoneInvalid;
  }
  if (Object.keys(errors).length) return profileFailure('profile', errors);
  return answer(context, 'profile', await account.updateProfile(fields), 'Profil enregistré', PROFILE_MESSAGES.saveFailed);
}

/** 'Mes préférences': the marketing e-mails. */
export async function updatePreferences(context: Context, account: AccountData, formData: FormData) {
  const outcome = await account.setMarketing(formData.get('acceptsMarketing') === 'on');
  return answer(context, 'preferences', outcome, 'Préférences enregistrées', PROFILE_MESSAGES.saveFailed);
}

/** A new address ('address-create') or a changed one ('address-update'), made the default when asked. */
export async function saveAddress(context: Context, account: AccountData, formData: FormData, intent: 'address-create' | 'address-update') {
  const {fields, errors} = readAddress(formData);
  if (Object.keys(errors).length) return profileFailure(intent, errors);
  const makeDefault = formData.get('makeDefault') === 'on';
  if (intent === 'address-create') {
    return answer(context, intent, await account.createAddress(fields, makeDefault), 'Adresse enregistrée', PROFILE_MESSAGES.addressSaveFailed);
  }
  const outcome = await account.updateAddress(field(formData, 'addressId', 300), fields, makeDefault);
  if (!outcome.ok) return answer(context, intent, outcome, '', PROFILE_MESSAGES.addressSaveFailed);
  // Saved: back to the address book, whose URL no longer asks to edit this address.
  context.appSession.flash('toast', {title: 'Adresse enregistrée', variant: 'success'});
  return redirect('/profil#addresses', 303);
}

export async function deleteAddress(context: Context, account: AccountData, formData: FormData) {
  const outcome = await account.deleteAddress(field(formData, 'addressId', 300));
  return answer(context, 'address-delete', outcome, 'Adresse supprimée', PROFILE_MESSAGES.addressDeleteFailed);
}

export async function setDefaultAddress(context: Context, account: AccountData, formData: FormData) {
  const outcome = await account.setDefaultAddress(field(formData, 'addressId', 300));
  return answer(context, 'address-default', outcome, 'Adresse par défaut modifiée', PROFILE_MESSAGES.defaultFailed);
}

import {data} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {firstUserError, signIn} from '~/lib/account/customer.server';
import {CUSTOMER_USER_ERROR_FRAGMENT} from '~/lib/fragments';
import {isEmail, isPhone, MESSAGES} from '~/lib/validation';

// /profil's forms (SPEC.md section 7): the customer's details, marketing preferences and
// address book, through the legacy customer API's mutations. Each takes the signed-in
// customer's token and the posted form, and answers what the page shows.

type Context = Pick<HydrogenRouterContextProvider, 'storefront' | 'appSession'>;
export type ProfileErrors = Record<string, string>;

/** What the page reads back: which form answered, its errors, whether it saved. */
export type ProfileActionData = {intent: string | null; errors: ProfileErrors; saved: boolean};

const field = (formData: FormData, name: string, max = 200) => String(formData.get(name) ?? '').trim().slice(0, max);

export function profileFailure(intent: string | null, errors: ProfileErrors, status = 400) {
  return data<ProfileActionData>({intent, errors, saved: false}, {status});
}

function saved(context: Context, intent: string, title: string): ProfileActionData {
  context.appSession.flash('toast', {title, variant: 'success'});
  return {intent, errors: {}, saved: true};
}

function addressInput(formData: FormData): {input: Record<string, string>; errors: ProfileErrors} {
  const input = {
    firstName: field(formData, 'firstName'),
    lastName: field(formData, 'lastName'),
    company: field(formData, 'company'),
    address1: field(formData, 'address1'),
    address2: field(formData, 'address2'),
    zip: field(formData, 'zip', 20),
    city: field(formData, 'city'),
    country: field(formData, 'country', 60) || 'France',
    phone: field(formData, 'phone', 30),
  };
  const errors: ProfileErrors = {};
  if (!input.firstName) errors.firstName = MESSAGES.firstNameRequired;
  if (!input.lastName) errors.lastName = MESSAGES.lastNameRequired;
  if (!input.address1) errors.address1 = MESSAGES.addressRequired;
  if (!input.zip) errors.zip = MESSAGES.postalCodeRequired;
  else if (input.country === 'France' && !/^\d{5}$/.test(input.zip.replace(/\s/g, ''))) errors.zip = 'Code postal invalide (5 chiffres)';
  if (!input.city) errors.city = MESSAGES.cityRequired;
  if (input.phone && !isPhone(input.phone)) errors.phone = 'Numéro de téléphone invalide';
  return {input, errors};
}

/** 'Informations personnelles': names, e-mail and phone. */
export async function updateProfile(context: Context, token: string, formData: FormData) {
  const input = {
    firstName: field(formData, 'firstName'),
    lastName: field(formData, 'lastName'),
    email: field(formData, 'email'),
    phone: field(formData, 'phone', 30),
  };
  const errors: ProfileErrors = {};
  if (!input.firstName) errors.firstName = MESSAGES.firstNameRequired;
  if (!input.lastName) errors.lastName = MESSAGES.lastNameRequired;
  if (!input.email) errors.email = MESSAGES.emailAddressRequired;
  else if (!isEmail(input.email)) errors.email = MESSAGES.emailInvalid;
  if (input.phone && !isPhone(input.phone)) errors.phone = 'Numéro de téléphone invalide';
  if (Object.keys(errors).length) return profileFailure('profile', errors);
  const {customerUpdate} = await context.storefront.mutate(PROFILE_UPDATE_MUTATION, {
    variables: {token, customer: {...input, phone: input.phone || null}},
  });
  const message = firstUserError(customerUpdate?.customerUserErrors, 'Impossible de sauvegarder les modifications.');
  if (message || !customerUpdate) return profileFailure('profile', {form: message ?? 'Impossible de sauvegarder les modifications.'});
  // Shopify issues a new token when the e-mail changes.
  if (customerUpdate.customerAccessToken) signIn(context.appSession, customerUpdate.customerAccessToken);
  return saved(context, 'profile', 'Profil enregistré');
}

/** 'Mes préférences': the marketing e-mails. */
export async function updatePreferences(context: Context, token: string, formData: FormData) {
  const {customerUpdate} = await context.storefront.mutate(PROFILE_UPDATE_MUTATION, {
    variables: {token, customer: {acceptsMarketing: formData.get('acceptsMarketing') === 'on'}},
  });
  const message = firstUserError(customerUpdate?.customerUserErrors, 'Impossible de sauvegarder les modifications.');
  if (message || !customerUpdate) return profileFailure('preferences', {form: message ?? 'Impossible de sauvegarder les modifications.'});
  return saved(context, 'preferences', 'Préférences enregistrées');
}

/** A new address ('address-create') or a changed one ('address-update'), made the default when asked. */
export async function saveAddress(context: Context, token: string, formData: FormData, intent: 'address-create' | 'address-update') {
  const {input, errors} = addressInput(formData);
  if (Object.keys(errors).length) return profileFailure(intent, errors);
  const id = field(formData, 'addressId', 300);
  const result =
    intent === 'address-create'
      ? (await context.storefront.mutate(ADDRESS_CREATE_MUTATION, {variables: {token, address: input}})).customerAddressCreate
      : (await context.storefront.mutate(ADDRESS_UPDATE_MUTATION, {variables: {token, id, address: input}})).customerAddressUpdate;
  const message = firstUserError(result?.customerUserErrors, 'Impossible de sauvegarder cette adresse.');
  if (message || !result?.customerAddress) return profileFailure(intent, {form: message ?? 'Impossible de sauvegarder cette adresse.'});
  if (formData.get('makeDefault') === 'on') {
    await context.storefront.mutate(ADDRESS_DEFAULT_MUTATION, {variables: {token, addressId: result.customerAddress.id}});
  }
  return saved(context, intent, 'Adresse enregistrée');
}

export async function deleteAddress(context: Context, token: string, formData: FormData) {
  const {customerAddressDelete} = await context.storefront.mutate(ADDRESS_DELETE_MUTATION, {
    variables: {token, id: field(formData, 'addressId', 300)},
  });
  const message = firstUserError(customerAddressDelete?.customerUserErrors, 'Impossible de supprimer cette adresse.');
  if (message) return profileFailure('address-delete', {form: message});
  return saved(context, 'address-delete', 'Adresse supprimée');
}

export async function setDefaultAddress(context: Context, token: string, formData: FormData) {
  const {customerDefaultAddressUpdate} = await context.storefront.mutate(ADDRESS_DEFAULT_MUTATION, {
    variables: {token, addressId: field(formData, 'addressId', 300)},
  });
  const message = firstUserError(customerDefaultAddressUpdate?.customerUserErrors, 'Impossible de modifier l’adresse par défaut.');
  if (message) return profileFailure('address-default', {form: message});
  return saved(context, 'address-default', 'Adresse par défaut modifiée');
}

const PROFILE_UPDATE_MUTATION = `#graphql
  mutation CustomerProfileUpdate($token: String!, $customer: CustomerUpdateInput!) {
    customerUpdate(customerAccessToken: $token, customer: $customer) {
      customer {
        id
      }
      customerAccessToken {
        accessToken
        expiresAt
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_CREATE_MUTATION = `#graphql
  mutation CustomerAddressCreate($token: String!, $address: MailingAddressInput!) {
    customerAddressCreate(customerAccessToken: $token, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_UPDATE_MUTATION = `#graphql
  mutation CustomerAddressUpdate($token: String!, $id: ID!, $address: MailingAddressInput!) {
    customerAddressUpdate(customerAccessToken: $token, id: $id, address: $address) {
      customerAddress {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_DELETE_MUTATION = `#graphql
  mutation CustomerAddressDelete($token: String!, $id: ID!) {
    customerAddressDelete(customerAccessToken: $token, id: $id) {
      deletedCustomerAddressId
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

const ADDRESS_DEFAULT_MUTATION = `#graphql
  mutation CustomerDefaultAddress($token: String!, $addressId: ID!) {
    customerDefaultAddressUpdate(customerAccessToken: $token, addressId: $addressId) {
      customer {
        id
      }
      customerUserErrors {
        ...CustomerUserErrorFields
      }
    }
  }
  ${CUSTOMER_USER_ERROR_FRAGMENT}
` as const;

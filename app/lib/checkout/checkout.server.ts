import {data, redirect} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';
import type {ToastMessage} from '~/components/Toast';
import {type AccountData, accountData} from '~/lib/account/account-data.server';
import {type CompanyDetails, companyCartAttributes, isCompany} from '~/lib/company/company';
import type {CheckoutContact} from '~/lib/account/types';
import {COUNTRIES} from '~/lib/countries';
import {attempt} from '~/lib/platform/storefront-errors';
import {validateCheckout, type CheckoutData} from '~/lib/validation';

// /checkout, step 1 of 2 (SPEC.md 'Checkout'): the buyer's contact and delivery address,
// prefilled from the cart and the signed-in customer, then handed to the cart before the
// hosted checkout takes over (same tab, DESIGN.md).

const MAX_BODY_BYTES = 16 * 1024;
const FIELDS = ['email', 'firstName', 'lastName', 'address', 'city', 'postalCode', 'country', 'phone'] as const;


/** What the form starts with: the cart's buyer and address, then the customer's details and default address. */
export function checkoutValues(cart: CartApiQueryFragment, customer: CheckoutContact | null | undefined): Partial<CheckoutData> {
  const selected = cart.delivery?.addresses.find((address) => address.selected)?.address;
  const address = selected && 'address1' in selected ? selected : null;
  const saved = customer?.defaultAddress;
  return {
    email: cart.buyerIdentity.email ?? customer?.email ?? '',
    phone: cart.buyerIdentity.phone ?? address?.phone ?? customer?.phone ?? saved?.phone ?? '',
    firstName: address?.firstName ?? saved?.firstName ?? customer?.firstName ?? '',
    lastName: address?.lastName ?? saved?.lastName ?? customer?.lastName ?? '',
    address: address?.address1 ?? saved?.address1 ?? '',
    city: address?.city ?? saved?.city ?? '',
    postalCode: address?.zip ?? saved?.zip ?? '',
    country: address?.countryCode ?? saved?.countryCode ?? cart.buyerIdentity.countryCode ?? 'FR',
  };
}

/** The signed-in customer's details for the form, else null (a guest, or the shop cannot say). */
export async function checkoutCustomer(context: Pick<HydrogenRouterContextProvider, 'storefront' | 'appSession' | 'customerAccount' | 'env'>) {
  const found = await attempt(accountData(context).checkoutContact());
  return found.ok ? found.value : null;
}

/** The signed-in buyer's company when it is one; a shop that cannot say leaves the invoice fields to be typed. */
async function companyForCheckout(account: AccountData): Promise<CompanyDetails | null> {
  const found = await attempt(account.company());
  return found.ok && isCompany(found.value) ? found.value : null;
}

/** 'Continuer vers le paiement': the details checked, given to the cart, then off to the hosted checkout. */
export async function startCheckout({
  request,
  context,
}: {
  request: Request;
  context: Pick<HydrogenRouterContextProvider, 'cart' | 'appSession' | 'storefront' | 'customerAccount' | 'env'>;
}) {
  const {cart, appSession} = context;
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return data({errors: {form: 'Formulaire trop volumineux.'}, values: {}}, {status: 413});
  }
  const formData = await request.formData();
  const values = Object.fromEntries(FIELDS.map((name) => [name, String(formData.get(name) ?? '')])) as Record<keyof CheckoutData, string>;
  const result = validateCheckout(values);
  if (!result.ok) {
    return data({errors: result.errors as Record<string, string>, values}, {status: 400});
  }
  const country = COUNTRIES.find((c) => c.isoCode === result.data.country.toUpperCase());
  if (!country) {
    return data({errors: {country: 'Nous ne livrons pas encore ce pays.'}, values}, {status: 400});
  }

  const failure = (toast: ToastMessage) => {
    appSession.flash('toast', toast);
    return data({errors: {form: toast.description ?? toast.title}, values}, {status: 502});
  };

  const handed = await attempt(async () => {
    const {email, firstName, lastName, address, city, postalCode, phone} = result.data;
    // The signed-in customer's token makes the order theirs: the legacy one given here,
    // the Customer Account API's added by Hydrogen's cart handler itself.
    const account = accountData(context);
    const token = account.cartBuyerToken();
    // A company account hands its company to the checkout's invoice fields (decision 060).
    const company = await companyForCheckout(account);
    const identity = await cart.updateBuyerIdentity({
      email,
      phone: phone || undefined,
      countryCode: country.isoCode as 'FR',
      ...(token ? {customerAccessToken: token} : {}),
    });
    if (identity.userErrors?.length) {
      return data({errors: {email: identity.userErrors[0].message}, values}, {status: 400});
    }
    const addressResult = await cart.replaceDeliveryAddresses([
      {
        selected: true,
        address: {
          deliveryAddress: {
            firstName,
            lastName,
            address1: address,
            city,
            zip: postalCode,
            countryCode: country.isoCode as 'FR',
            phone: phone || undefined,
            ...(company?.name ? {company: company.name} : {}),
          },
        },
      },
    ]);
    if (addressResult.userErrors?.length) {
      return data({errors: {address: addressResult.userErrors[0].message}, values}, {status: 400});
    }
    if (company) {
      const attributes = await cart.updateAttributes(companyCartAttributes(company));
      if (attributes.userErrors?.length) return failure({title: 'Erreur', description: 'Impossible de procéder au checkout. Veuillez réessayer.', variant: 'error'});
    }
    const checkoutUrl = addressResult.cart?.checkoutUrl ?? identity.cart?.checkoutUrl;
    if (!checkoutUrl) {
      return failure({title: 'Erreur', description: 'Impossible de procéder au checkout. Veuillez réessayer.', variant: 'error'});
    }
    // Same tab (DESIGN.md); SPEC.md's '_fd=0' keeps Shopify from showing its own header.
    const target = new URL(checkoutUrl);
    target.searchParams.set('_fd', '0');
    return redirect(target.toString(), 303);
  });
  return handed.ok ? handed.value : failure({title: 'Erreur', description: 'Une erreur est survenue lors du checkout.', variant: 'error'});
}

import {Form, Link, data, redirect, useActionData, useLoaderData, useNavigation} from 'react-router';
import type {Route} from './+types/checkout';
import {FormField} from '~/components/FormField';
import {Price} from '~/components/Price';
import {formatMoney} from '~/lib/money';
import {validateCheckout, type CheckoutData} from '~/lib/validation';
import {COUNTRIES} from '~/lib/countries';
import {SHOP} from '~/lib/constants';
import type {ToastMessage} from '~/components/Toast';
import {customerToken} from '~/lib/account/customer.server';
import {logError} from '~/lib/platform/storefront-errors';
import {routeErrorBoundary} from '~/components/RouteError';

export const meta: Route.MetaFunction = () => [{title: `Livraison | ${SHOP.name}`}, {name: 'robots', content: 'noindex'}];

const MAX_BODY_BYTES = 16 * 1024;

export async function loader({context}: Route.LoaderArgs) {
  const cart = await context.cart.get().catch((error: unknown) => {
    logError(error);
    // The route's ErrorBoundary shows SPEC.md's 'Checkout non disponible'.
    throw data('Checkout non disponible', {status: 503, statusText: 'Service Unavailable'});
  });
  if (!cart || cart.totalQuantity === 0) throw redirect('/cart');
  const selected = cart.delivery?.addresses.find((address) => address.selected)?.address;
  const address = selected && 'address1' in selected ? selected : null;
  // A signed-in customer's details and default address fill what the cart does not have.
  const token = customerToken(context.appSession);
  const customer = token
    ? await context.storefront
        .query(CHECKOUT_CUSTOMER_QUERY, {variables: {token}, cache: context.storefront.CacheNone()})
        .then((result) => result.customer)
        .catch(() => null)
    : null;
  const saved = customer?.defaultAddress;
  const values: Partial<CheckoutData> = {
    email: cart.buyerIdentity.email ?? customer?.email ?? '',
    phone: cart.buyerIdentity.phone ?? address?.phone ?? customer?.phone ?? saved?.phone ?? '',
    firstName: address?.firstName ?? saved?.firstName ?? customer?.firstName ?? '',
    lastName: address?.lastName ?? saved?.lastName ?? customer?.lastName ?? '',
    address: address?.address1 ?? saved?.address1 ?? '',
    city: address?.city ?? saved?.city ?? '',
    postalCode: address?.zip ?? saved?.zip ?? '',
    country: address?.countryCode ?? saved?.countryCodeV2 ?? cart.buyerIdentity.countryCode ?? 'FR',
  };
  return {cart, values};
}

export async function action({request, context}: Route.ActionArgs) {
  const {cart, appSession} = context;
  if (Number(request.headers.get('Content-Length') ?? 0) > MAX_BODY_BYTES) {
    return data({errors: {form: 'Formulaire trop volumineux.'}, values: {}}, {status: 413});
  }
  const formData = await request.formData();
  const values = Object.fromEntries(
    ['email', 'firstName', 'lastName', 'address', 'city', 'postalCode', 'country', 'phone'].map((name) => [name, String(formData.get(name) ?? '')]),
  ) as Record<keyof CheckoutData, string>;
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

  try {
    const {email, firstName, lastName, address, city, postalCode, phone} = result.data;
    // The signed-in customer's token makes the order theirs.
    const token = customerToken(appSession);
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
          },
        },
      },
    ]);
    if (addressResult.userErrors?.length) {
      return data({errors: {address: addressResult.userErrors[0].message}, values}, {status: 400});
    }
    const checkoutUrl = addressResult.cart?.checkoutUrl ?? identity.cart?.checkoutUrl;
    if (!checkoutUrl) {
      return failure({title: 'Erreur', description: 'Impossible de procéder au checkout. Veuillez réessayer.', variant: 'error'});
    }
    // Same tab (DESIGN.md); SPEC.md's '_fd=0' keeps Shopify from showing its own header.
    const target = new URL(checkoutUrl);
    target.searchParams.set('_fd', '0');
    return redirect(target.toString(), 303);
  } catch (error) {
    logError(error);
    return failure({title: 'Erreur', description: 'Une erreur est survenue lors du checkout.', variant: 'error'});
  }
}

// The cart cannot be read: SPEC.md's 'Checkout non disponible', the way back to the cart.
export const ErrorBoundary = routeErrorBoundary({
  heading: 'Livraison',
  failed: {title: 'Checkout non disponible', text: 'Impossible de procéder au checkout. Veuillez réessayer.', retryTo: '/checkout'},
  link: {to: '/cart', label: 'Retour au panier'},
});

export default function Checkout() {
  const {cart, values: saved} = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const errors: Record<string, string | undefined> = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = {...saved, ...(actionData?.values ?? {})};
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const fieldErrors = Object.entries(errors).filter(([name]) => name !== 'form');

  return (
    <main id="contenu" className="container-page py-8">
      <h1 className="text-3xl font-bold">Livraison</h1>
      <p className="mt-2 text-slate-700">Étape 1 sur 2 : vos coordonnées. Le paiement se fait ensuite sur notre page sécurisée.</p>
      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <Form method="post" noValidate className="space-y-5 lg:col-span-2" aria-describedby={fieldErrors.length ? 'erreurs' : undefined}>
          {errors.form ? (
            <p role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
              {errors.form}
            </p>
          ) : null}
          {fieldErrors.length > 0 ? (
            <div id="erreurs" role="alert" className="rounded border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
              <p className="font-semibold">Veuillez corriger {fieldErrors.length > 1 ? `les ${fieldErrors.length} champs` : 'le champ'} suivant{fieldErrors.length > 1 ? 's' : ''} :</p>
              <ul className="mt-1 list-disc pl-5">
                {fieldErrors.map(([name, message]) => (
                  <li key={name}>
                    <a href={`#champ-${name}`} className="underline">
                      {message}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <fieldset className="space-y-4">
            <legend className="text-lg font-bold">Contact</legend>
            <FormField name="email" label="Adresse e-mail" type="email" autoComplete="email" required defaultValue={values.email} error={errors.email} maxLength={200} />
            <FormField name="phone" label="Téléphone" type="tel" autoComplete="tel" optional defaultValue={values.phone} error={errors.phone} maxLength={30} />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-bold">Adresse de livraison</legend>
            <FormField name="firstName" label="Prénom" autoComplete="given-name" required defaultValue={values.firstName} error={errors.firstName} maxLength={200} />
            <FormField name="lastName" label="Nom" autoComplete="family-name" required defaultValue={values.lastName} error={errors.lastName} maxLength={200} />
            <div className="sm:col-span-2">
              <FormField name="address" label="Adresse" autoComplete="street-address" required defaultValue={values.address} error={errors.address} maxLength={200} />
            </div>
            <FormField name="postalCode" label="Code postal" autoComplete="postal-code" inputMode="numeric" required defaultValue={values.postalCode} error={errors.postalCode} maxLength={10} />
            <FormField name="city" label="Ville" autoComplete="address-level2" required defaultValue={values.city} error={errors.city} maxLength={200} />
            <div>
              <label htmlFor="champ-country" className="block text-sm font-semibold">
                Pays
              </label>
              <select
                id="champ-country"
                name="country"
                defaultValue={values.country || 'FR'}
                autoComplete="country"
                aria-invalid={errors.country ? true : undefined}
                aria-describedby={errors.country ? 'champ-country-erreur' : undefined}
                className="input mt-1"
              >
                {COUNTRIES.map((country) => (
                  <option key={country.isoCode} value={country.isoCode}>
                    {country.name}
                  </option>
                ))}
              </select>
              {errors.country ? (
                <p id="champ-country-erreur" className="mt-1 text-sm text-red-700">
                  {errors.country}
                </p>
              ) : null}
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className="btn-accent px-6 py-3 text-base" disabled={submitting}>
              {submitting ? 'Redirection vers le paiement…' : 'Continuer vers le paiement'}
            </button>
            <Link to="/cart" className="btn-secondary py-3">
              Modifier le panier
            </Link>
          </div>
        </Form>
        <aside className="h-fit rounded-lg border border-slate-200 bg-slate-50 p-6" aria-labelledby="recap-title">
          <h2 id="recap-title" className="text-xl font-bold">
            Votre commande
          </h2>
          <ul className="mt-4 divide-y divide-slate-200 text-sm" data-testid="checkout-summary">
            {cart.lines.nodes.map((line) => (
              <li key={line.id} className="flex justify-between gap-3 py-2">
                <span>
                  {line.merchandise.product.title}
                  {line.merchandise.title !== 'Default Title' ? ` — ${line.merchandise.title}` : ''} × {line.quantity}
                </span>
                <Price amount={line.cost.totalAmount.amount} className="whitespace-nowrap font-medium" />
              </li>
            ))}
          </ul>
          <p className="mt-4 flex justify-between border-t border-slate-300 pt-3 font-bold">
            <span>Total TTC</span>
            <span>{formatMoney(cart.cost.totalAmount.amount)}</span>
          </p>
          <p className="mt-1 text-xs text-slate-600">Frais de livraison choisis à l’étape suivante.</p>
        </aside>
      </div>
    </main>
  );
}

const CHECKOUT_CUSTOMER_QUERY = `#graphql
  query CheckoutCustomer($token: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    customer(customerAccessToken: $token) {
      email
      firstName
      lastName
      phone
      defaultAddress {
        firstName
        lastName
        address1
        city
        zip
        countryCodeV2
        phone
      }
    }
  }
` as const;

// Shop-level queries: shop, localization, paymentSettings, publicApiVersions.

import {COUNTRIES, SHOP, countryByCode} from '../shared-rules.ts';
import {shopPolicies} from './content.ts';
import type {RequestContext} from './context.ts';

export const SHOP_DESCRIPTION =
  "Vérins à gaz, hydrauliques et pneumatiques, amortisseurs et accessoires pour l’industrie, le mobilier et l’artisanat. Conseil technique et livraison rapide en France.";

const paymentSettings = {
  currencyCode: 'EUR',
  countryCode: 'FR',
  acceptedCardBrands: [],
  enabledPresentmentCurrencies: ['EUR'],
  supportedDigitalWallets: [],
  shopifyPaymentsAccountId: null,
};

/** Cards are not taken (bank transfer or invoice, in the hosted checkout): no card vault. */
function payments(ctx: RequestContext) {
  return {...paymentSettings, cardVaultUrl: `${ctx.app.publicUrl}/checkout`};
}

const french = {isoCode: 'FR', name: 'français', endonymName: 'français'};
const euro = {isoCode: 'EUR', name: 'Euro', symbol: '€'};
const market = {
  id: 'gid://shopify/Market/1',
  handle: 'fr',
  metafield: () => null,
  metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
};

function countryView(isoCode: string, name: string) {
  return {isoCode, name, currency: euro, unitSystem: 'METRIC_SYSTEM', availableLanguages: [french], defaultLanguage: french, market};
}

export const shopQueries = {
  shop: (_args: unknown, ctx: RequestContext) => {
    const primary = new URL(ctx.app.storefrontUrl);
    return {
      __typename: 'Shop',
      id: 'gid://shopify/Shop/1',
      name: SHOP.name,
      description: SHOP_DESCRIPTION,
      moneyFormat: '{{amount_with_comma_separator}} €',
      primaryDomain: {url: primary.origin, host: primary.host, sslEnabled: primary.protocol === 'https:'},
      brand: null,
      paymentSettings: payments(ctx),
      ...shopPolicies(ctx),
      subscriptionPolicy: null,
      termsOfSale: null,
      legalNotice: null,
      contactInformation: null,
      shipsToCountries: COUNTRIES.map((country) => country.isoCode),
      socialLoginProviders: [],
      customerAccountUrl: null,
      customerAccountTranslations: null,
      shopPayInstallmentsPricing: null,
      metafield: () => null,
      metafields: ({identifiers}: {identifiers: unknown[]}) => identifiers.map(() => null),
    };
  },
  localization: (_args: unknown, ctx: RequestContext) => {
    const current = countryByCode(ctx.country) ?? COUNTRIES[0];
    return {
      country: countryView(current.isoCode, current.name),
      language: french,
      availableCountries: COUNTRIES.map((country) => countryView(country.isoCode, country.name)),
      availableLanguages: [french],
      market,
    };
  },
  paymentSettings: (_args: unknown, ctx: RequestContext) => payments(ctx),
  publicApiVersions: () => [
    {handle: '2025-10', displayName: '2025-10', supported: true},
    {handle: '2026-01', displayName: '2026-01', supported: true},
    {handle: '2026-04', displayName: '2026-04 (Latest)', supported: true},
    {handle: 'unstable', displayName: 'unstable', supported: false},
  ],
};

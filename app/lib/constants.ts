// Business constants of SPEC.md section 9 and DESIGN.md section 4, defined once and
// shared by the storefront and the local shop. Imported with explicit `.ts` extensions
// so Node can run the local shop directly.

export const VAT_RATE = 0.2;
export const CURRENCY = 'EUR';
export const LOCALE = 'fr-FR';

/** Free standard delivery from this cart subtotal, excluding VAT. */
export const FREE_DELIVERY_THRESHOLD_HT = 250;
/** ...or from this many cylinders (products whose type starts with 'Vérin'). */
export const FREE_DELIVERY_MIN_CYLINDERS = 20;

export const LOW_STOCK_THRESHOLD = 5;

/** Orders placed before this Paris hour leave the same day (SPEC.md sections 4 and 9). */
export const ORDER_CUTOFF_HOUR = 16;

export interface DeliveryOptionDefinition {
  handle: 'standard' | 'express' | 'same-day-paris';
  title: string;
  description: string;
  /** TTC, EUR */
  price: number;
  /** Free when the free-delivery threshold is reached */
  freeAboveThreshold: boolean;
  /** Only for Paris postcodes (75xxx) */
  parisOnly: boolean;
  /** Working days from dispatch to delivery, as its description promises (app/lib/delivery-promise.ts) */
  transitDays: {min: number; max: number};
}

export const DELIVERY_OPTIONS: readonly DeliveryOptionDefinition[] = [
  {
    handle: 'standard',
    title: 'Livraison standard',
    description: '3 à 5 jours ouvrés',
    price: 9.9,
    freeAboveThreshold: true,
    parisOnly: false,
    transitDays: {min: 3, max: 5},
  },
  {
    handle: 'express',
    title: 'Livraison express',
    description: '24 à 48 h',
    price: 15,
    freeAboveThreshold: false,
    parisOnly: false,
    transitDays: {min: 1, max: 2},
  },
  {
    handle: 'same-day-paris',
    title: 'Livraison urgente le jour même (Paris)',
    description: `Le jour même pour une commande passée avant ${ORDER_CUTOFF_HOUR} h`,
    price: 25,
    freeAboveThreshold: false,
    parisOnly: true,
    transitDays: {min: 0, max: 0},
  },
];

/** Product types that count as cylinders for the 20-cylinder free-delivery rule. */
export function isCylinderProductType(productType: string): boolean {
  return /^v[ée]rin/i.test(productType.trim());
}

/**
 * The one volume-discount table (DESIGN.md section 4): shown on the product list,
 * the product page and the cart, and charged by the local shop's automatic discount.
 */
export const VOLUME_TIERS: readonly {minQuantity: number; maxQuantity: number | null; percent: number}[] = [
  {minQuantity: 3, maxQuantity: 4, percent: 5},
  {minQuantity: 5, maxQuantity: 9, percent: 10},
  {minQuantity: 10, maxQuantity: null, percent: 15},
];

/** SPEC.md's other reading (5 / 10 / 20 units), kept as a named preset. */
export const VOLUME_TIERS_UNITS_PRESET: readonly {minQuantity: number; maxQuantity: number | null; percent: number}[] = [
  {minQuantity: 5, maxQuantity: 9, percent: 5},
  {minQuantity: 10, maxQuantity: 19, percent: 10},
  {minQuantity: 20, maxQuantity: null, percent: 15},
];

/** Opening hours of the shop's phone line and e-mail replies, Monday to Friday (Paris time). */
export const OPENING_HOURS = {opens: 8, closes: 18} as const;

export const SHOP = {
  name: 'Vérins Pro',
  legalName: 'Vérins Pro SAS',
  phone: '01 84 60 42 10',
  phoneE164: '+33184604210',
  email: 'contact@verins-pro.fr',
  address: {
    street: '12 rue des Artisans',
    postalCode: '69007',
    city: 'Lyon',
    country: 'France',
  },
  hours: `Du lundi au vendredi, de ${OPENING_HOURS.opens} h à ${OPENING_HOURS.closes} h`,
} as const;

/** The company behind the shop, for the legal notice, the terms and the invoices. */
export const COMPANY = {
  legalForm: 'Société par actions simplifiée (SAS)',
  capital: '50 000 €',
  rcs: 'RCS Lyon 912 345 675',
  siren: '912 345 675',
  siret: '912 345 675 00017',
  vatNumber: 'FR65 912 345 675',
  naf: '47.91B (vente à distance sur catalogue spécialisé)',
  president: 'Laurent Mercier',
  founded: 2011,
  dpoEmail: 'donnees-personnelles@verins-pro.fr',
} as const;

/**
 * Returns (DESIGN.md section 4): the legal withdrawal right, the shop's own return window, refund delay,
 * and who pays the return shipping: the buyer, except after the shop's error or for a defective
 * product (then the shop sends a prepaid return label).
 */
export const RETURNS = {withdrawalDays: 14, returnDays: 30, refundDays: 7, returnShippingPaidBy: 'buyer'} as const;

/** Usual lifetime of a gas spring used within its specifications (SPEC.md section 9). */
export const LIFETIME_CYCLES = {min: 50_000, max: 100_000} as const;

/** Orders leave the warehouse within this many hours (with the ORDER_CUTOFF_HOUR cut-off). */
export const DISPATCH_HOURS = 24;

/** Manufacturer's warranty in years: every product, and products made in France (SPEC.md section 9). */
export const WARRANTY_YEARS = 2;
export const WARRANTY_YEARS_FRENCH_MADE = 3;

/** Professional buyers may pay by invoice, within this many days of its date. */
export const INVOICE_PAYMENT_DAYS = 30;

/** The cards the checkout takes (the payment provider's brands). */
export const CARD_BRANDS = ['Visa', 'Mastercard', 'American Express'] as const;

/** How a buyer can pay, in a few words: the cart's and the home page's promises. */
export const PAYMENT_METHODS_SHORT = `carte bancaire, virement ou facture à ${INVOICE_PAYMENT_DAYS} jours (professionnels)`;

/** How soon the shop answers, in working hours: a message, a technical question, a custom-cylinder quote. */
export const REPLY_HOURS = {message: 24, technical: 48, customQuote: 48} as const;

/** Once a custom-cylinder quote is accepted, manufacturing takes this many weeks. */
export const CUSTOM_MANUFACTURING_WEEKS = {min: 2, max: 4} as const;

/** A devis (quote) from the cart holds its prices this many days (issue 23). */
export const QUOTE_VALIDITY_DAYS = 30;

/** Where the shop's terms of sale (CGV) are published: quotes refer to the version in force on their date. */
export const CGV_PATH = '/conditions-generales-vente';

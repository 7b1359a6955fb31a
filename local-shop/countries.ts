// The delivery countries are a shop rule shared with the storefront.
export * from '../app/lib/countries.ts';

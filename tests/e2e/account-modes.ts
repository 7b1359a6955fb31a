// Which end-to-end specs need legacy customer accounts (e-mail and password: /register,
// the /login form, password recovery). `npm start` runs the local shop with customer
// accounts (the Customer Account API) by default, so playwright.config.ts leaves these
// out and playwright.legacy-accounts.config.ts runs them, alone, against a storefront
// started with LOCAL_SHOP_ACCOUNTS=legacy: every spec runs once, in the mode it needs
// (shared-pages signs up with a password to see its name kept out of the shared copy).
export const LEGACY_ACCOUNT_SPECS = ['**/accounts.spec.ts', '**/security.spec.ts', '**/hostile.spec.ts', '**/reviews.spec.ts', '**/a11y.spec.ts', '**/shared-pages.spec.ts', '**/company-legacy.spec.ts'];

/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import '@total-typescript/ts-reset';

declare global {
  interface Env {
    /** Base URL of the shop's forms endpoint (contact, quotes, reviews); the local shop by default. */
    FORMS_ENDPOINT?: string;
    /** OpenAI-compatible endpoint that writes the chat assistant's replies (optional). */
    CHAT_API_URL?: string;
    CHAT_API_KEY?: string;
    CHAT_MODEL?: string;
    /** Bearer token sent to FORMS_ENDPOINT when set (docs/decisions/003-forms-endpoint.md). */
    FORMS_TOKEN?: string;
    /** Milliseconds a Storefront API call may take before the page gives up on it (default 8000). */
    STOREFRONT_TIMEOUT_MS?: string;
    /** Seconds a page rendered for anonymous visitors is served again (default 10, 0: off). */
    PAGE_CACHE_SECONDS?: string;
    /** 'memory': shared pages kept in the isolate (MiniOxygen, set by scripts/worker.ts); otherwise Oxygen's full-page cache headers. */
    PAGE_CACHE_STORE?: string;
    /** The local shop's origin when it answers the Customer Account API (never set in production): app/lib/platform/customer-account-local.server.ts. */
    LOCAL_SHOP_ORIGIN?: string;
  }
}

export {};

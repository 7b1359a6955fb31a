// Loader of the editorial pages: our text, or the store's own policy when it publishes
// one (Shopify admin > Settings > Policies), sanitized. The local shop answers null.

import type {RouterContextProvider} from 'react-router';
import {sanitizeHtml} from '~/lib/sanitize';
import type {ContentPage} from './blocks';
import {type ContentSlug, contentPage} from './pages';
import {attempt} from '~/lib/platform/storefront-errors';

export interface ContentPageData {
  page: ContentPage;
  /** Sanitized HTML of the store's policy, when it replaces our text. */
  policyHtml: string | null;
  origin: string;
}

export async function loadContentPage(slug: ContentSlug, context: Readonly<RouterContextProvider>, request: Request): Promise<ContentPageData> {
  const page = contentPage(slug);
  const origin = new URL(request.url).origin;
  if (!page.policy) return {page, policyHtml: null, origin};
  const policies = await attempt(context.storefront.query(SHOP_POLICIES_QUERY, {cache: context.storefront.CacheLong()}));
  // Our own text is a complete page: a failing backend must not hide it.
  if (!policies.ok) return {page, policyHtml: null, origin};
  const body = policies.value.shop[page.policy]?.body?.trim();
  return {page, policyHtml: body ? sanitizeHtml(body) : null, origin};
}

const SHOP_POLICIES_QUERY = `#graphql
  query ShopPolicies($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {
    shop {
      legalNotice {
        body
      }
      privacyPolicy {
        body
      }
      termsOfService {
        body
      }
      refundPolicy {
        body
      }
      shippingPolicy {
        body
      }
    }
  }
` as const;

// Shapes shared by the chat widget, the /api/chat route and the embedded expert.

import type {SelectedOption} from '../product/variants.ts';

/** SPEC.md 'Chat message'. */
export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

/**
 * 'link': go to a path of the shop; 'ask': send `value` as the next question;
 * 'tel' and 'email': call or write to the shop.
 */
export interface SuggestedAction {
  label: string;
  action: 'link' | 'ask' | 'tel' | 'email';
  value: string;
}

/** A product as the browser shows it in a recommendation card (prices TTC, EUR). */
export interface ChatProductSummary {
  id: string;
  handle: string;
  title: string;
  /** The recommended variant: the one matching the request, else the first available. */
  variantId: string;
  /** 'Default Title' is replaced by null. */
  variantTitle: string | null;
  /** The product page opened on the recommended variant (`/products/…?Force=600+N`, variants.ts `variantUrl`). */
  url: string;
  price: string;
  compareAtPrice: string | null;
  availableForSale: boolean;
  quantityAvailable: number | null;
  /** The product's limited-stock / few-left tags (stock.ts reads them when the quantity is unknown). */
  stockTags?: string[];
  image: {url: string; altText: string | null; width: number | null; height: number | null} | null;
}

/** SPEC.md: a recommendation carries the product, a reason and a confidence 0 to 1. */
export interface ChatRecommendation {
  product: ChatProductSummary;
  reason: string;
  confidence: number;
}

/** SPEC.md 'Chat reply'. `products`: the first ones (at most 3) are recommendations. */
export interface ChatReply {
  message: string;
  products: ChatRecommendation[];
  suggestedActions: SuggestedAction[];
  needsHumanAssistance: boolean;
}

export interface ChatContext {
  currentPage?: string;
  productId?: string;
}

export interface ChatHistoryItem {
  role: 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  message: string;
  history: ChatHistoryItem[];
  context: ChatContext;
}

/** Technical specifications, read from the 'specs' metafields (see app/lib/specs.ts). */
export interface ProductSpecs {
  forceN?: number;
  strokeMm?: number;
  extendedLengthMm?: number;
  bodyDiameterMm?: number;
  rodDiameterMm?: number;
  fitting?: string;
  material?: string;
  thread?: string;
  tempMinC?: number;
  tempMaxC?: number;
}

export interface CandidateVariant {
  id: string;
  title: string;
  /** The shop's reference of the article (a buyer may quote it). */
  sku?: string | null;
  availableForSale: boolean;
  quantityAvailable: number | null;
  price: string;
  compareAtPrice: string | null;
  /** Its options (`Force: 600 N`): the product page's URL names them to open on this variant. */
  selectedOptions: SelectedOption[];
  /** Product specs overridden by the variant's own. */
  specs: ProductSpecs;
}

/** A product as the retrieval hands it to the expert. */
export interface CandidateProduct {
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  tags: string[];
  availableForSale: boolean;
  image: ChatProductSummary['image'];
  specs: ProductSpecs;
  variants: CandidateVariant[];
}

/** A Storefront API `products(query:)` search. */
export interface SearchQuery {
  /** Shopify search syntax. */
  query: string;
  first: number;
  sortKey: 'RELEVANCE' | 'BEST_SELLING';
}

/**
 * A Storefront API `ProductFilter` of the kinds the chat uses: the product type and the
 * `specs` variant metafields the shop exposes as Search & Discovery filters (decision 024).
 */
export interface SpecFilter {
  productType?: string;
  variantMetafield?: {namespace: string; key: string; value: string};
}

/** A Storefront API `search(query:, productFilters:)` for products. */
export interface FilteredSearch {
  /** Search terms: never blank (Shopify's search needs a term). */
  query: string;
  /** Values of one filter are OR-ed, different filters AND-ed, on one same variant. */
  filters: SpecFilter[];
  first: number;
}

/** What the expert needs from the catalogue; the Storefront API or an in-memory copy. */
export interface ProductRetrieval {
  /** Runs the searches (in one request where possible), one product list per search. */
  search(queries: SearchQuery[]): Promise<CandidateProduct[][]>;
  /** Runs searches narrowed by spec filters, one product list per search. */
  filtered(searches: FilteredSearch[]): Promise<CandidateProduct[][]>;
  /** A product by id (the page the shopper is on); null when unknown. */
  productById(id: string): Promise<CandidateProduct | null>;
}

// Shape of the seed catalogue. The seed is plain data; the local shop loads it into
// SQLite on first start. Prices are TTC (VAT 20 % included), in EUR, as decimal strings.

/**
 * Technical data of a part, in millimetres and newtons. The local shop publishes it as
 * metafields of namespace 'specs' (graphql/specs.ts, decision 024): a product carries what
 * all its variants share, and every variant the whole datasheet of the article it sells.
 */
export interface SeedSpecs {
  /** Kind of part, in French: 'Vérin à gaz de compression', 'Embout'... (the 'Type' facet) */
  kind?: string;
  /** Body (tube) diameter, mm */
  bodyDiameterMm?: number;
  /** Rod diameter, mm */
  rodDiameterMm?: number;
  /** Length between fitting centres when fully extended, mm */
  extendedLengthMm?: number;
  /** Length between fitting centres when fully compressed, mm (extended − stroke when absent) */
  compressedLengthMm?: number;
  /** Stroke, mm */
  strokeMm?: number;
  /** Bore of a hydraulic or pneumatic cylinder, mm */
  boreDiameterMm?: number;
  /** Nominal force F1 (extended), newtons */
  forceN?: number;
  /** Lowest force an adjustable-force spring can be set to, newtons */
  forceMinN?: number;
  /** Progression factor F2/F1 (about 1.2 to 1.4 for gas springs) */
  progression?: number;
  /** End fitting, in French, e.g. 'Œillet 8 mm', 'Rotule M8', 'Chape soudée' */
  fitting?: string;
  /** Fitting of the rod end and of the body end, when described per end */
  fittingRod?: string;
  fittingBody?: string;
  /** Thread of each end, e.g. 'M8', 'M14×1,5' */
  threadRod?: string;
  threadBody?: string;
  /** Material, in French, e.g. 'Acier zingué', 'Inox 316L' */
  material?: string;
  /** Surface and make-up, e.g. 'Tube peint époxy noir, tige chromée' */
  finish?: string;
  /** Locks at any position (push pin) */
  locking?: boolean;
  /** Pulls its rod in (traction spring) */
  traction?: boolean;
  /** Force adjustable by a valve */
  adjustable?: boolean;
  /** Braked end of stroke or damping */
  damped?: boolean;
  /** How it must be mounted, e.g. 'Tige vers le bas' */
  mounting?: string;
  /** 'Simple effet' or 'Double effet' (hydraulic and pneumatic cylinders) */
  acting?: string;
  /** Ports of a cylinder, e.g. 'G 1/4' */
  portThread?: string;
  /** Ball of a ball stud or ball socket, mm */
  ballDiameterMm?: number;
  /** Pin of an eye or clevis, mm */
  pinDiameterMm?: number;
  /** What an accessory fits: sizes ('15/6') and threads ('M8') */
  fits?: string[];
  /** Handles of the accessories that fit this part (published as product references) */
  accessories?: string[];
  tempMinC?: number;
  tempMaxC?: number;
  /** Rated lifetime, cycles */
  lifetimeCycles?: number;
  /** Hydraulic / pneumatic working pressure, bar */
  pressureBar?: number;
  /** Thread of the connection, e.g. 'M8' */
  thread?: string;
  /** Free extra lines shown in the specifications table: label -> value (French) */
  extra?: Record<string, string>;
}

export interface SeedVariant {
  sku: string;
  /** One value per product option, in the product's option order, e.g. {Force: '100 N'} */
  options: Record<string, string>;
  /** TTC, EUR, e.g. '24.90' */
  price: string;
  compareAtPrice?: string;
  /** Units in stock; 0 = out of stock */
  stock: number;
  weightGrams: number;
  /** Variant-level overrides of the product specs (force, stroke, length...) */
  specs?: SeedSpecs;
}

export type DrawingKind =
  | 'gas-spring'
  | 'gas-spring-stainless'
  | 'locking-gas-spring'
  | 'traction-gas-spring'
  | 'hydraulic-cylinder'
  | 'pneumatic-cylinder'
  | 'damper'
  | 'lifting-support'
  | 'end-fitting'
  | 'bracket'
  | 'kit'
  | 'tool';

export interface SeedProduct {
  handle: string;
  title: string;
  /** French HTML: short paragraphs, <ul> lists; no inline styles, no scripts */
  descriptionHtml: string;
  /** e.g. 'Vérin à gaz', 'Vérin hydraulique', 'Vérin pneumatique', 'Amortisseur', 'Support de levage', 'Accessoire' */
  productType: string;
  vendor: string;
  /** Lower-case tags; badge tags: new, french, sale, limited-stock, few-left, best-seller */
  tags: string[];
  /** Handles of the collections the product belongs to (besides automatic ones) */
  collections: string[];
  /** Product options in order, e.g. [{name: 'Force', values: ['100 N', '200 N']}] */
  options: {name: string; values: string[]}[];
  variants: SeedVariant[];
  specs: SeedSpecs;
  /** What the generated drawing shows */
  drawing: DrawingKind;
  /** ISO date the product was created (drives 'nouveautés' and CREATED_AT sort) */
  createdAt: string;
  /** Units sold so far (drives BEST_SELLING) */
  sold: number;
  seo?: {title?: string; description?: string};
}

export interface SeedCollection {
  handle: string;
  title: string;
  description: string;
  /** Handle of the product whose drawing illustrates the collection */
  imageProduct?: string;
  seo?: {title?: string; description?: string};
}

// The expert's answer with products: what it understood (force per spring, sizes), its
// first choice and why, and, when nothing in the range meets the request, says so with
// the closest model's differences and the made-to-measure request prefilled. French or
// English; products, prices and stock come from the catalogue only.

import {facetParam, type FacetSelection} from '../catalogue/facets.ts';
import {facetsOfRequest} from '../catalogue/query-reading.ts';
import type {SearchParams} from '../catalogue/search.ts';
import {readQueryHref, searchHref} from '../catalogue/search-url.ts';
import {formatMoney} from '../money.ts';
import {bucketOf, FORCE_RANGES, LENGTH_RANGES} from '../spec-metafields.ts';
import {variantUrl} from '../product/variants.ts';
import {htFromTtc} from '../vat.ts';
import {volumeBreakdown, volumeDiscount} from '../volume-discount.ts';
import {stockStatus, stockTags} from '../stock.ts';
import {
  contactSentence,
  customAnswer,
  FORCE_CALCULATOR_ACTION,
  QUOTE_HOURS,
  urgentNote,
  type Answer,
} from './answers.ts';
import {CHAT_MAX_PRODUCTS, CHAT_MAX_RECOMMENDATIONS, NEWTONS_PER_KG} from './constants.ts';
import {hasSize, type Application, type ChatEntities, type ProductKind} from './entities.ts';
import type {Language} from './language.ts';
import {calculatorLink, customRequestLink} from './links.ts';
import {productKind, wantsAccessory, type RankedCandidate, type Ranking} from './ranking.ts';
import {sizeIsExact} from './fit.ts';
import {diametersOf, forceGap, sizeGap, strokeGap} from './gaps.ts';
import {isProtected, matchesApplication, materialText, wantsProtection, type Criterion} from './scoring.ts';
import {formatMm, formatNewtons} from './text.ts';
import type {CandidateProduct, CandidateVariant, ChatProductSummary, ChatRecommendation, ChatReply, SuggestedAction} from './types.ts';

const KIND_LABELS: Record<Language, Record<ProductKind, string>> = {
  fr: {
    gas: 'vérin à gaz',
    hydraulic: 'vérin hydraulique',
    pneumatic: 'vérin pneumatique',
    damper: 'amortisseur',
    'lifting-support': 'support de levage',
    accessory: 'accessoire',
    kit: 'kit',
  },
  en: {
    gas: 'gas spring',
    hydraulic: 'hydraulic cylinder',
    pneumatic: 'pneumatic cylinder',
    damper: 'damper',
    'lifting-support': 'lift support',
    accessory: 'accessory',
    kit: 'kit',
  },
};

const USAGE_LABELS: Record<Application, string> = {
  mobilier: 'du mobilier',
  marine: 'un usage marin',
  medical: 'un usage médical',
  industrie: 'une machine industrielle',
  automobile: 'un véhicule',
  'camping-car': 'un camping-car',
  agricole: 'un engin agricole',
  agroalimentaire: 'l’agroalimentaire',
  cuisine: 'une cuisine',
  batiment: 'le bâtiment',
  aeronautique: 'l’aéronautique',
};

const SUITED_LABELS: Record<Application, string> = {
  mobilier: 'conçu pour le mobilier',
  marine: 'adapté au milieu marin',
  medical: 'adapté au médical',
  industrie: 'pour l’industrie',
  automobile: 'pour les véhicules',
  'camping-car': 'pour les camping-cars',
  agricole: 'pour le matériel agricole',
  agroalimentaire: 'pour l’agroalimentaire',
  cuisine: 'pour la cuisine',
  batiment: 'pour le bâtiment',
  aeronautique: 'pour l’aéronautique',
};

const FITTING_LABELS = {oeillet: 'à œillets', rotule: 'à rotules', chape: 'à chapes'} as const;
const FITTING_NAMES = {oeillet: 'œillets', rotule: 'rotules', chape: 'chapes'} as const;
const MATERIAL_LABELS = {inox: 'inox', 'inox-316': 'inox 316L', 'inox-304': 'inox 304', aluminium: 'aluminium', acier: 'acier'} as const;

const fr = (language: Language, french: string, english: string) => (language === 'en' ? english : french);

function summary(product: CandidateProduct, row: Pick<RankedCandidate, 'variant'>): ChatProductSummary {
  const variant = row.variant;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    variantId: variant.id,
    variantTitle: variant.title === 'Default Title' ? null : variant.title,
    url: variantUrl(product.handle, variant.selectedOptions),
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    availableForSale: variant.availableForSale,
    quantityAvailable: variant.quantityAvailable,
    stockTags: stockTags(product.tags),
    image: product.image,
  };
}

export {summary as productSummary};

/** A reference of the shop's own catalogue, quoted by the buyer: that very article. */
export function ownArticleReply(product: CandidateProduct, variant: CandidateVariant, language: Language): ChatReply {
  const row = {variant};
  const title = variant.title === 'Default Title' ? product.title : `${product.title} (${variant.title})`;
  const price =
    language === 'en'
      ? `€${Number(variant.price).toFixed(2)} incl. VAT (€${htFromTtc(variant.price).toFixed(2)} excl. VAT)`
      : `${formatMoney(variant.price)} TTC (${formatMoney(htFromTtc(variant.price))} HT)`;
  const message = fr(
    language,
    `« ${variant.sku} » est une référence de notre catalogue : ${title}, à ${price}, ${stockText({product, variant}, language)}.`,
    `“${variant.sku}” is one of our own references: ${title}, ${price}, ${stockText({product, variant}, language)}.`,
  );
  return {
    message,
    products: [{product: summary(product, row), reason: `${fr(language, 'Référence', 'Reference')} ${variant.sku}, ${stockText({product, variant}, language)}.`, confidence: 1}],
    suggestedActions: [{label: fr(language, 'Voir la fiche produit', 'Product page'), action: 'link', value: variantUrl(product.handle, variant.selectedOptions)}],
    needsHumanAssistance: false,
  };
}

function stockText(row: Pick<RankedCandidate, 'product' | 'variant'>, language: Language): string {
  const stock = stockStatus({availableForSale: row.variant.availableForSale, quantityAvailable: row.variant.quantityAvailable, tags: row.product.tags});
  if (stock.level === 'out') return fr(language, 'en rupture de stock', 'out of stock');
  if (stock.level === 'low') {
    const quantity = row.variant.quantityAvailable;
    return language === 'en' ? (quantity === null ? 'few left' : `only ${quantity} left`) : stock.label.toLowerCase();
  }
  return fr(language, 'en stock', 'in stock');
}

export function isStainless(product: CandidateProduct): boolean {
  return materialText(product).includes('inox');
}

function newtons(n: number, language: Language): string {
  return language === 'en' ? `${Math.round(n).toLocaleString('en-GB')} N` : formatNewtons(n);
}

function mm(n: number, language: Language): string {
  return language === 'en' ? `${n} mm` : formatMm(n);
}

/** Why this product: what it matches, then its stock. */
export function reasonFor(row: RankedCandidate, entities: ChatEntities, language: Language = 'fr'): string {
  const {product, variant, match} = row;
  const parts: string[] = [];
  // A size, force or stroke other than the one asked is said first, as such.
  const size = sizeGap(row, entities, language);
  if (size) parts.push(size);
  const force = variant.specs.forceN;
  if (force !== undefined && entities.forceN !== undefined) {
    parts.push(forceGap(row, entities, language) ?? `force ${newtons(force, language)}`);
  } else if (force !== undefined && product.variants.length > 1) {
    parts.push(`force ${newtons(force, language)}`);
  }
  if (variant.specs.strokeMm !== undefined && (entities.strokeMm !== undefined || entities.lengthMm !== undefined || entities.bounds.strokeMm || match.size)) {
    parts.push(strokeGap(row, entities, language) ?? fr(language, `course ${mm(variant.specs.strokeMm, language)}`, `${mm(variant.specs.strokeMm, language)} stroke`));
  }
  if (variant.specs.extendedLengthMm !== undefined && (entities.extendedLengthMm !== undefined || entities.lengthMm !== undefined || entities.bounds.extendedLengthMm)) {
    parts.push(fr(language, `${mm(variant.specs.extendedLengthMm, language)} entre axes`, `${mm(variant.specs.extendedLengthMm, language)} between centres`));
  }
  if (row.fittingMatch && variant.specs.fitting && language === 'fr') parts.push(lowerFirst(variant.specs.fitting));
  if (isStainless(product) && product.specs.material) parts.push(language === 'en' ? 'stainless steel' : lowerFirst(product.specs.material.replace(/\s*\(.*\)$/, '')));
  const suited = entities.applications.find((application) => matchesApplication(product, [application]));
  if (suited && language === 'fr') parts.push(SUITED_LABELS[suited]);
  parts.push(stockText(row, language));
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A closest model shown when nothing fits is no further from the request than this past the first. */
const CLOSEST_SPREAD = 0.2;

/** The first choice is the one asked: nothing missed, nothing only near. */
export function fitsExactly(row: RankedCandidate): boolean {
  return row.missed.length === 0 && row.inexact.length === 0;
}

/**
 * The three best, then up to three more that fit nearly as well: a weak fourth product
 * is noise, not help; after an exact fit, only others that miss nothing asked. When
 * nothing fits, the closest ones only: no more misses than the first, about as near in
 * force and size (a far longer spring does not go where a short one was asked), not under
 * half its force.
 */
function recommendationsOf(ranking: Ranking, entities: ChatEntities, language: Language): ChatRecommendation[] {
  const [top] = ranking.ranked;
  const topForce = top?.variant.specs.forceN;
  const close = (row: RankedCandidate) =>
    row.missed.length <= top.missed.length &&
    row.distance <= top.distance + CLOSEST_SPREAD &&
    (entities.forceN === undefined || topForce === undefined || (row.variant.specs.forceN ?? 0) >= topForce / 2);
  // After an exact fit, only others that miss nothing asked.
  const candidates = top && !fitsExactly(top) ? ranking.ranked.filter(close).slice(0, CHAT_MAX_RECOMMENDATIONS) : ranking.ranked.filter((row) => row.missed.length === 0);
  const rows = candidates
    .filter((row, index) => index < CHAT_MAX_RECOMMENDATIONS || (row.score >= top.score && row.relevance >= top.relevance - 2))
    .slice(0, CHAT_MAX_PRODUCTS);
  // An exact fit out of stock: the best one in stock goes with it.
  if (top && fitsExactly(top) && !top.variant.availableForSale && !rows.some((row) => row.variant.availableForSale)) {
    const inStock = ranking.ranked.find((row) => row.variant.availableForSale);
    if (inStock) rows.splice(Math.min(rows.length, CHAT_MAX_RECOMMENDATIONS - 1), 0, inStock);
  }
  return rows.slice(0, CHAT_MAX_PRODUCTS).map((row) => ({
    product: summary(row.product, row),
    reason: reasonFor(row, entities, language),
    confidence: row.confidence,
  }));
}

function requestLabels(entities: ChatEntities, language: Language): string[] {
  const labels: string[] = [];
  const kind = entities.kinds[0];
  if (kind) labels.push(KIND_LABELS[language][kind]);
  if (entities.locking) labels.push(fr(language, 'blocable', 'locking'));
  if (entities.traction) labels.push(fr(language, 'de traction', 'tension'));
  if (entities.material) labels.push(language === 'en' ? (entities.material === 'acier' ? 'steel' : entities.material.replace('inox', 'stainless')) : MATERIAL_LABELS[entities.material]);
  if (entities.forceN !== undefined) labels.push(fr(language, `${newtons(entities.forceN, language)} par vérin`, `${newtons(entities.forceN, language)} per spring`));
  if (entities.strokeMm !== undefined) labels.push(fr(language, `course ${mm(entities.strokeMm, language)}`, `${mm(entities.strokeMm, language)} stroke`));
  if (entities.extendedLengthMm !== undefined) labels.push(fr(language, `${mm(entities.extendedLengthMm, language)} entre axes`, `${mm(entities.extendedLengthMm, language)} between centres`));
  if (entities.lengthMm !== undefined) labels.push(fr(language, `longueur ${mm(entities.lengthMm, language)}`, `length ${mm(entities.lengthMm, language)}`));
  if (entities.bodyDiameterMm !== undefined && entities.rodDiameterMm !== undefined) {
    labels.push(`${entities.bodyDiameterMm}/${entities.rodDiameterMm}`);
  } else if (entities.bodyDiameterMm !== undefined) {
    labels.push(`Ø ${mm(entities.bodyDiameterMm, language)}`);
  }
  if (entities.fittings.length > 0 && language === 'fr') labels.push(entities.fittings.map((fitting) => FITTING_LABELS[fitting]).join(' ou '));
  if (entities.thread) labels.push(entities.thread);
  return labels;
}

function usageLabel(entities: ChatEntities): string | null {
  const subject = entities.subjects[0];
  if (subject) {
    // 'une trappe' on a boat is 'une trappe de bateau'.
    if (subject.id === 'trappe' && entities.applications.includes('marine')) return 'une trappe de bateau';
    return subject.label;
  }
  const application = entities.applications[0];
  return application ? USAGE_LABELS[application] : null;
}

function materialAdvice(entities: ChatEntities, top: RankedCandidate | undefined, language: Language): string | null {
  if (language === 'en') {
    return entities.applications.includes('marine') ? 'At sea, choose 316L stainless steel: painted steel rusts quickly in salt water.' : null;
  }
  const marine = entities.applications.includes('marine');
  const food = entities.applications.includes('agroalimentaire');
  if (marine && top && isStainless(top.product)) {
    return 'En milieu marin, l’inox 316L est le bon choix : il résiste à l’eau salée, là où l’acier peint finit par rouiller.';
  }
  if (marine && entities.material !== 'acier') return 'En milieu marin, préférez l’inox 316L : l’acier peint rouille vite au contact du sel.';
  if (food) return 'Pour le contact alimentaire et les lavages fréquents, choisissez l’inox 316L, de préférence avec une huile de qualité alimentaire.';
  if (entities.material && entities.material !== 'aluminium' && entities.material !== 'acier' && !marine) {
    return 'L’inox résiste à l’humidité et aux produits de nettoyage ; en bord de mer ou avec du chlore, prenez de l’inox 316L.';
  }
  return null;
}

/** How the closest model differs from the request, criterion by criterion. */
export function differences(row: RankedCandidate, entities: ChatEntities, language: Language): string[] {
  const specs = row.variant.specs;
  const out: string[] = [];
  const versus = (have: string, want: string) => fr(language, `${have} au lieu de ${want}`, `${have} instead of ${want}`);
  const inches = entities.inches === true;
  for (const criterion of [...row.missed, ...row.inexact]) {
    switch (criterion) {
      case 'force':
        if (entities.forceN !== undefined) {
          out.push(versus(`force ${specs.forceN !== undefined ? newtons(specs.forceN, language) : '?'}`, newtons(entities.forceN, language)));
        } else if (entities.bounds.forceN) {
          out.push(`force ${specs.forceN !== undefined ? newtons(specs.forceN, language) : '?'}`);
        }
        break;
      case 'size':
        if (entities.strokeMm !== undefined && !sizeIsExact(specs.strokeMm, entities.strokeMm, inches)) {
          out.push(versus(fr(language, `course ${mm(specs.strokeMm ?? 0, language)}`, `${mm(specs.strokeMm ?? 0, language)} stroke`), mm(entities.strokeMm, language)));
        }
        {
          const length = entities.extendedLengthMm ?? entities.lengthMm;
          const lengthOk =
            length === undefined ||
            sizeIsExact(specs.extendedLengthMm, length, inches) ||
            (entities.extendedLengthMm === undefined && sizeIsExact(specs.strokeMm, length, inches));
          if (length !== undefined && specs.extendedLengthMm !== undefined && !lengthOk) {
            out.push(versus(fr(language, `${mm(specs.extendedLengthMm, language)} entre axes`, `${mm(specs.extendedLengthMm, language)} between centres`), mm(length, language)));
          }
        }
        if (entities.bounds.extendedLengthMm?.max !== undefined && specs.extendedLengthMm !== undefined) {
          out.push(fr(language, `${mm(specs.extendedLengthMm, language)} entre axes (au plus ${mm(entities.bounds.extendedLengthMm.max, language)} demandés)`, `${mm(specs.extendedLengthMm, language)} between centres (at most ${mm(entities.bounds.extendedLengthMm.max, language)} asked)`));
        }
        break;
      case 'material':
        out.push(fr(language, `matière : ${lowerFirst(specs.material ?? row.product.specs.material ?? '?')}`, `material: ${specs.material ?? row.product.specs.material ?? '?'}`));
        break;
      case 'function':
        out.push(functionDifference(row, entities, language));
        break;
      case 'fitting':
        out.push(fr(language, `embouts « ${specs.fitting ?? '?'} »`, `end fittings “${specs.fitting ?? '?'}”`));
        break;
      case 'temperature':
        out.push(
          fr(
            language,
            `prévu de ${specs.tempMinC ?? '?'} à ${specs.tempMaxC ?? '?'} °C`,
            `rated from ${specs.tempMinC ?? '?'} to ${specs.tempMaxC ?? '?'} °C`,
          ),
        );
        break;
      case 'special':
        out.push(fr(language, entities.atex ? 'pas de version certifiée ATEX dans notre gamme' : 'pas de version électrique dans notre gamme', entities.atex ? 'no ATEX-certified version in our range' : 'no electric version in our range'));
        break;
    }
  }
  // The size differs even when near enough to count as a fit (a 23/10 for a 22/10): said too.
  const size = sizeGap(row, entities, language);
  if (size) out.unshift(size);
  return [...new Set(out)];
}

/** What the closest model does differently: not locking, not pulling, unprotected… */
function functionDifference(row: RankedCandidate, entities: ChatEntities, language: Language): string {
  const tags = row.product.tags.map((tag) => tag.toLowerCase());
  if (entities.locking && !tags.includes('blocable')) return fr(language, 'non blocable', 'not locking');
  if (entities.traction && !tags.includes('traction')) return fr(language, 'vérin de compression, pas de traction', 'a compression spring, not a tension one');
  if (wantsProtection(entities) && !isProtected(row.product)) return fr(language, 'sans tube de protection ni soufflet', 'no protective tube or bellows');
  return fr(language, 'fonction différente (blocage, traction ou protection)', 'a different function (locking, tension or protection)');
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function formatNumber(n: number, language: Language): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'fr-FR', {maximumFractionDigits: 1}).format(n).replace(/\u202F/g, ' ');
}

/** Actions without duplicates, at most four. */
export function mergeActions(...lists: SuggestedAction[][]): SuggestedAction[] {
  const seen = new Set<string>();
  const merged: SuggestedAction[] = [];
  for (const action of lists.flat()) {
    const key = `${action.action}:${action.value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(action);
  }
  return merged.slice(0, 4);
}

/** What the lid's mass does not say, and the calculator prefilled with what the buyer gave. */
export function lidMassParagraph(entities: ChatEntities, language: Language): {text: string; action: SuggestedAction} {
  const mass = formatNumber(entities.lidMassKg ?? 0, language);
  const springs = entities.springCount;
  const link = calculatorLink(entities);
  const gravity = entities.centreOfGravityMm;
  if (gravity !== undefined) return leverParagraph(mass, gravity, springs, link, language);
  if (language === 'en') {
    return {
      text:
        `The mass alone (${mass} kg) does not give the force: it depends on the distance from the hinge to the lid’s centre ` +
        `of gravity and on where the spring is fixed, on the lid and on the frame${springs ? `, shared by ${springs} springs` : ''}. ` +
        `Give me those distances, or open our force calculator, already filled in with what you told me.`,
      action: {label: 'Calculate the force', action: 'link', value: link},
    };
  }
  return {
    text:
      `La masse seule (${mass} kg) ne donne pas la force : elle dépend de la distance entre la charnière et le centre de ` +
      `gravité de l’ouvrant, et des points de fixation du vérin, sur l’ouvrant et sur le cadre` +
      `${springs ? `, la charge étant partagée entre ${springs} vérin${springs > 1 ? 's' : ''}` : ''}. Donnez-moi ces distances, ` +
      `ou ouvrez notre calculateur de force, déjà rempli avec vos données : il donne la force par vérin et sa course.`,
    action: {...FORCE_CALCULATOR_ACTION, value: link},
  };
}

/** The mass and the centre of gravity given: what is left is where the spring is fixed. */
function leverParagraph(mass: string, gravityMm: number, springs: number | undefined, link: string, language: Language): {text: string; action: SuggestedAction} {
  const distance = formatMm(gravityMm);
  if (language === 'en') {
    return {
      text:
        `With ${mass} kg and the centre of gravity ${distance} from the hinge, the force still depends on where the spring is fixed, ` +
        `on the lid and on the frame (its lever arm)${springs ? `, shared by ${springs} springs` : ''}. Give me those two points, ` +
        `or open our force calculator, already filled in with what you told me.`,
      action: {label: 'Calculate the force', action: 'link', value: link},
    };
  }
  return {
    text:
      `Avec ${mass} kg et un centre de gravité à ${distance} de la charnière, la force dépend encore des points de fixation du ` +
      `vérin, sur l’ouvrant et sur le cadre (son bras de levier)` +
      `${springs ? `, la charge étant partagée entre ${springs} vérin${springs > 1 ? 's' : ''}` : ''}. Donnez-moi ces deux points, ` +
      `ou ouvrez notre calculateur de force, déjà rempli avec vos données : il donne la force par vérin et sa course.`,
    action: {...FORCE_CALCULATOR_ACTION, value: link},
  };
}

/**
 * The price asked for a quantity of the first choice (its unit price HT and TTC is in the
 * first-choice line): the total HT and TTC after the volume discount, computed as the cart
 * computes it (volume-discount.ts).
 */
export function priceParagraph(row: Pick<RankedCandidate, 'variant'>, quantity: number | undefined, language: Language): string | null {
  if (quantity === undefined || quantity < 2) return null;
  const ttc = Number(row.variant.price);
  const money = (amount: number) => (language === 'en' ? `€${amount.toFixed(2)}` : formatMoney(amount));
  const ht = volumeBreakdown(ttc, quantity, 'HT');
  const withVat = volumeBreakdown(ttc, quantity, 'TTC');
  const {percent} = volumeDiscount(ttc, quantity);
  const discount = percent > 0;
  if (language === 'en') {
    return (
      `For ${quantity} pieces of my first choice: ${money(ht.subtotal)} excl. VAT` +
      (discount ? `, less the ${percent} % volume discount: ${money(ht.total)} excl. VAT` : '') +
      ` (${money(withVat.total)} incl. VAT).`
    );
  }
  return (
    `Pour ${quantity} pièces de mon premier choix : ${money(ht.subtotal)} HT` +
    (discount ? `, remise sur quantité de ${percent} % déduite : ${money(ht.total)} HT` : '') +
    ` (${money(withVat.total)} TTC), remise appliquée automatiquement au panier.`
  );
}

export interface ProductReplyOptions {
  /** The buyer asked a price: the first choice's figures, HT and for the quantity. */
  priceAsked?: boolean;
  /** Said instead of the usual question when the force is missing (a spring to replace: what is printed on it). */
  forceQuestion?: string;
}

export function productReply(
  ranking: Ranking,
  entities: ChatEntities,
  info: Answer[],
  message: string,
  language: Language,
  options: ProductReplyOptions = {},
): ChatReply {
  const recommendations = recommendationsOf(ranking, entities, language);
  const actions: SuggestedAction[] = [];
  const paragraphs: string[] = [];
  const custom = customAnswer(customRequestLink(entities, message), language);

  if (entities.lidMassKg !== undefined && entities.forceN === undefined) {
    const lid = lidMassParagraph(entities, language);
    paragraphs.push(lid.text);
    actions.push(lid.action);
  } else if (entities.massKg !== undefined && entities.forceN !== undefined) {
    paragraphs.push(
      fr(
        language,
        `${formatNumber(entities.massKg, language)} kg correspondent à environ ${formatNewtons(entities.massKg * NEWTONS_PER_KG)} (${NEWTONS_PER_KG} N par kg)` +
          (entities.forceTotalN !== undefined && entities.springCount ? `, soit ${formatNewtons(entities.forceN)} par vérin avec ${entities.springCount} vérins.` : '.'),
        `${formatNumber(entities.massKg, language)} kg is about ${newtons(entities.massKg * NEWTONS_PER_KG, language)}` +
          (entities.forceTotalN !== undefined && entities.springCount ? `, that is ${newtons(entities.forceN, language)} per spring with ${entities.springCount} springs.` : '.'),
      ),
    );
  } else if (entities.forceTotalN !== undefined && entities.forceN !== undefined && entities.springCount) {
    paragraphs.push(
      fr(
        language,
        `${formatNewtons(entities.forceTotalN)} répartis sur ${entities.springCount} vérins : il faut ${formatNewtons(entities.forceN)} par vérin.`,
        `${newtons(entities.forceTotalN, language)} shared by ${entities.springCount} springs: ${newtons(entities.forceN, language)} per spring.`,
      ),
    );
  }

  const energy = impactEnergy(entities, language);
  if (energy) paragraphs.push(energy);

  if (recommendations.length === 0) {
    paragraphs.push(
      fr(
        language,
        `Je n’ai pas trouvé de produit correspondant dans notre catalogue. Nous pouvons fabriquer un vérin sur mesure (devis sous ${QUOTE_HOURS} h), ou un conseiller peut chercher avec vous : ${contactSentence()}`,
        `I found no matching product in our range. We can make a cylinder to measure (quote within ${QUOTE_HOURS} h), or an adviser can look with you: ${contactSentence('en')}`,
      ),
    );
    return {
      message: paragraphs.join('\n\n'),
      products: [],
      suggestedActions: mergeActions(actions, custom.actions),
      needsHumanAssistance: false,
    };
  }

  const top = ranking.ranked[0];
  const fits = fitsExactly(top);
  const usage = language === 'fr' ? usageLabel(entities) : null;
  const labels = requestLabels(entities, language);
  const shown = Math.min(CHAT_MAX_RECOMMENDATIONS, recommendations.length);
  const spec = labels.length > 0 ? ` (${labels.join(', ')})` : '';
  // Said as many as shown: the cards, then the others listed as « Autres modèles possibles ».
  const others = recommendations.length - shown;
  if (fits) {
    const what =
      language === 'en'
        ? shown === 1 ? 'the model I recommend' : `the ${shown} models I recommend`
        : shown === 1 ? 'le modèle que je vous recommande' : `les ${shown} modèles que je vous recommande`;
    const more =
      others === 0
        ? ''
        : language === 'en'
          ? `, and ${others} other possible model${others > 1 ? 's' : ''}`
          : `, et ${others} autre${others > 1 ? 's' : ''} modèle${others > 1 ? 's' : ''} possible${others > 1 ? 's' : ''}`;
    paragraphs.push(
      language === 'en'
        ? `Here ${shown === 1 ? 'is' : 'are'} ${what}${spec ? ` for your request${spec}` : ''}${more}:`
        : usage ? `Pour ${usage}${spec}, voici ${what}${more} :` : `Voici ${what}${spec ? ` pour votre demande${spec}` : ''}${more} :`,
    );
  } else {
    paragraphs.push(
      fr(
        language,
        `Aucun modèle de notre gamme ne correspond exactement à votre demande${spec}. Voici les plus proches, avec leurs différences.`,
        `No model in our range matches your request exactly${spec}. Here are the closest, with their differences.`,
      ),
    );
  }

  const topTitle = top.variant.title === 'Default Title' ? top.product.title : `${top.product.title} (${top.variant.title})`;
  const price = Number(top.variant.price);
  paragraphs.push(
    language === 'en'
      ? `${fits ? 'My first choice' : 'The closest'}: ${topTitle}, €${price.toFixed(2)} incl. VAT (€${htFromTtc(top.variant.price).toFixed(2)} excl. VAT). ${reasonFor(top, entities, language)}`
      : `${fits ? 'Mon premier choix' : 'Le plus proche'} : ${topTitle}, à ${formatMoney(top.variant.price)} TTC (${formatMoney(htFromTtc(top.variant.price))} HT). ` +
          reasonFor(top, entities, language),
  );

  if (!fits) {
    const gaps = differences(top, entities, language);
    paragraphs.push(
      fr(
        language,
        `${gaps.length > 0 ? `Différences : ${gaps.join(' ; ')}. ` : ''}Nous pouvons fabriquer le vérin exact sur mesure : devis sous ${QUOTE_HOURS} h, avec votre demande déjà remplie.`,
        `${gaps.length > 0 ? `Differences: ${gaps.join('; ')}. ` : ''}We can make the exact cylinder to measure: quote within ${QUOTE_HOURS} h, with your request already filled in.`,
      ),
    );
    actions.push(...custom.actions);
  }

  if (fits && entities.fittings.length > 0 && !top.fittingMatch && top.variant.specs.fitting && language === 'fr') {
    const wanted = entities.fittings.map((fitting) => FITTING_NAMES[fitting]).join(' ou ');
    paragraphs.push(
      `Ce modèle est livré avec ses embouts « ${top.variant.specs.fitting} » : ils se dévissent, et des ${wanted} ` +
        `au même filetage existent en accessoire.`,
    );
  }

  const advice = materialAdvice(entities, top, language);
  if (advice) paragraphs.push(advice);

  if (fits && !top.variant.availableForSale) paragraphs.push(outOfStockParagraph(ranking, entities, language));

  const accessory = wantsAccessory(entities) || productKind(top.product.productType) === 'accessory';
  const cylinder = !accessory && (entities.kinds.length === 0 || entities.kinds.some((kind) => kind === 'gas' || kind === 'kit'));
  if (cylinder && entities.forceN === undefined && entities.lidMassKg === undefined) {
    const forceAdvice = entities.subjects.find((subject) => subject.forceAdvice)?.forceAdvice;
    if (forceAdvice && language === 'fr') paragraphs.push(forceAdvice);
    paragraphs.push(
      options.forceQuestion ??
        fr(
          language,
          'Quelle force vous faut-il, par vérin ? Elle est souvent imprimée sur le vérin d’origine (par exemple « 150N ») ; ' +
            'sinon, notre calculateur de force la détermine à partir de la masse et des points de fixation.',
          'What force do you need per spring? It is usually printed on the old spring (for example “150N”); otherwise our force calculator works it out.',
        ),
    );
    actions.push({...FORCE_CALCULATOR_ACTION, value: calculatorLink(entities), label: fr(language, FORCE_CALCULATOR_ACTION.label, 'Calculate the force')});
  } else if (cylinder && fits && !hasSize(entities)) {
    paragraphs.push(
      fr(
        language,
        'Pour confirmer le choix, indiquez-moi la longueur entre axes (vérin sorti) et la course de votre vérin.',
        'To confirm the choice, tell me the extended length between centres and the stroke of your spring.',
      ),
    );
  }

  const total = options.priceAsked ? priceParagraph(top, entities.quantity, language) : null;
  if (total) paragraphs.push(total);

  if (entities.urgent) {
    paragraphs.push(top.variant.availableForSale ? `${urgentNote(language)} ${fr(language, 'Mon premier choix est', 'My first choice is')} ${stockText(top, language)}.` : urgentNote(language));
  }

  for (const answer of info) {
    paragraphs.push(answer.text);
    actions.push(...answer.actions);
  }

  actions.push({label: fr(language, 'Voir plus de résultats', 'More results'), action: 'link', value: moreResultsLink(entities, top)});

  return {
    message: paragraphs.join('\n\n'),
    products: recommendations,
    suggestedActions: mergeActions(actions),
    needsHumanAssistance: false,
  };
}

/** A load in motion: the energy a shock absorber takes at each stop, ½ m v². */
function impactEnergy(entities: ChatEntities, language: Language): string | null {
  if (entities.massKg === undefined || entities.speedMs === undefined || !entities.kinds.includes('damper')) return null;
  const joules = formatNumber((entities.massKg * entities.speedMs ** 2) / 2, language);
  const mass = formatNumber(entities.massKg, language);
  const speed = formatNumber(entities.speedMs, language);
  return fr(
    language,
    `Énergie à absorber à chaque arrêt : ½ × ${mass} kg × (${speed} m/s)² = ${joules} J. Un amortisseur industriel se choisit sur ` +
      `cette énergie, la masse en mouvement et la cadence : vérifiez-les sur sa fiche, et dites-moi la cadence si elle est élevée.`,
    `Energy to absorb at each stop: ½ × ${mass} kg × (${speed} m/s)² = ${joules} J. An industrial shock absorber is chosen on this ` +
      `energy, the moving mass and the cycle rate: check them on its datasheet.`,
  );
}

function titleOf(row: RankedCandidate): string {
  return row.variant.title === 'Default Title' ? row.product.title : `${row.product.title} (${row.variant.title})`;
}

/**
 * The exact fit is out of stock: said as such (the fit decides, the stock is reported), who
 * gives the restocking delay, and the best one in stock with what differs.
 */
function outOfStockParagraph(ranking: Ranking, entities: ChatEntities, language: Language): string {
  const alternative = ranking.ranked.find((row) => row.variant.availableForSale);
  const gaps = alternative ? differences(alternative, entities, language) : [];
  if (language === 'en') {
    const next = alternative
      ? ` In stock now: ${titleOf(alternative)}${gaps.length > 0 ? ` (${gaps.join('; ')})` : ', which also meets your request'}.`
      : '';
    return `Note: this model, the one that meets your request, is out of stock for now; our team gives you the restocking delay. ${contactSentence('en')}${next}`;
  }
  const next = alternative
    ? ` Disponible tout de suite : ${titleOf(alternative)}${gaps.length > 0 ? ` (${gaps.join(' ; ')})` : ', qui répond aussi à votre demande'}.`
    : '';
  return `Attention : ce modèle, celui qui correspond à votre demande, est en rupture de stock pour le moment ; un conseiller vous donne le délai de réapprovisionnement. ${contactSentence()}${next}`;
}

/**
 * « Voir plus de résultats »: the search page as the search box would leave it for the same
 * request, the measures given (« 22/10 », 600 N, course 100) as its facets (query-reading.ts),
 * the force asked for the cards to open its variant; the family's name as the words searched.
 */
export function moreResultsLink(entities: ChatEntities, top: RankedCandidate): string {
  const facets = facetsTheModelMeets(facetsOfRequest(entities), entities, top);
  if (Object.keys(facets).length === 0) return searchHref({...NO_SEARCH, q: searchTermFor(entities, top)}, {});
  const force = entities.forceN !== undefined ? Math.round(entities.forceN) : null;
  return readQueryHref(NO_SEARCH, {}, kindLabel(entities, top) ?? '', facets, force);
}

/**
 * The measures the first model shown meets: when nothing fits exactly (a 110 mm stroke, the
 * closest has 120), the one it misses leaves the search, which would otherwise list nothing
 * at all after the chat showed the closest ones; the others (22/10, the force's band) stay.
 */
function facetsTheModelMeets(facets: FacetSelection, entities: ChatEntities, top: RankedCandidate): FacetSelection {
  const specs = top.variant.specs;
  const {body, rod} = diametersOf(top);
  // Each facet compared as the search filters it: the size as named (« 22/10 »), the rest on the specs.
  const meets: Record<string, boolean> = {
    size: entities.bodyDiameterMm === body && entities.rodDiameterMm === rod,
    body_diameter_mm: entities.bodyDiameterMm === specs.bodyDiameterMm,
    force_range: entities.forceN !== undefined && specs.forceN !== undefined && bucketOf(FORCE_RANGES, specs.forceN).label === bucketOf(FORCE_RANGES, entities.forceN).label,
    stroke_mm: entities.strokeMm !== undefined && specs.strokeMm === Math.round(entities.strokeMm),
    length_range:
      entities.extendedLengthMm !== undefined &&
      specs.extendedLengthMm !== undefined &&
      bucketOf(LENGTH_RANGES, specs.extendedLengthMm).label === bucketOf(LENGTH_RANGES, entities.extendedLengthMm).label,
    thread: !top.missed.includes('fitting'),
    fitting_type: !top.missed.includes('fitting'),
    material: !top.missed.includes('material'),
    kind: !top.missed.includes('function'),
  };
  const kept: FacetSelection = {};
  for (const [param, values] of Object.entries(facets)) {
    const key = param.slice(facetParam('').length);
    if (meets[key] !== false) kept[param] = values;
  }
  return kept;
}

const NO_SEARCH: SearchParams = {q: '', categories: [], prices: [], force: null};

function kindLabel(entities: ChatEntities, top: RankedCandidate): string | null {
  const kind = entities.kinds[0] ?? productKind(top.product.productType);
  return kind ? KIND_LABELS.fr[kind] : null;
}

function searchTermFor(entities: ChatEntities, top: RankedCandidate): string {
  const words: string[] = [];
  const kind = kindLabel(entities, top);
  if (kind) words.push(kind);
  if (entities.material && entities.material !== 'aluminium' && entities.material !== 'acier') words.push('inox');
  if (entities.locking) words.push('blocable');
  if (entities.traction) words.push('traction');
  return words.join(' ') || 'vérin';
}

export type {Criterion};

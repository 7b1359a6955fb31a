// The embedded expert: reads the buyer's French message, retrieves candidates through the
// catalogue search, ranks them with SPEC.md's scoring and writes the reply in French.
// It needs no external service; the optional language model only rewrites its message.

import {formatMoney} from '../money.ts';
import {htFromTtc} from '../vat.ts';
import {stockLevel} from '../stock.ts';
import {
  CONTACT_ACTIONS,
  contactSentence,
  customAnswer,
  FORCE_CALCULATOR_ACTION,
  forceHelpAnswer,
  humanAnswer,
  infoAnswer,
  urgentNote,
  type Answer,
} from './answers.ts';
import {CHAT_MAX_PRODUCTS, CHAT_MAX_RECOMMENDATIONS, NEWTONS_PER_KG} from './constants.ts';
import {
  extractEntities,
  hasProductCriteria,
  hasSize,
  hasSpecificCriteria,
  mergeEntities,
  type Application,
  type ChatEntities,
  type ProductKind,
} from './entities.ts';
import {detectIntents, primaryIntent, type Intent, type IntentResult} from './intents.ts';
import {fallbackScan, keywordSearches} from './queries.ts';
import {productKind, rankProducts, someForceFits, type RankedCandidate, type Ranking} from './ranking.ts';
import {askedCriteria, matchesApplication} from './scoring.ts';
import {formatMm, formatNewtons, wordsOf} from './text.ts';
import type {
  CandidateProduct,
  ChatHistoryItem,
  ChatProductSummary,
  ChatRecommendation,
  ChatReply,
  ChatRequest,
  ProductRetrieval,
  SuggestedAction,
} from './types.ts';

/** What the expert understood, for tests, logs and the language model's context. */
export interface ExpertAnalysis {
  intent: Intent;
  intents: IntentResult;
  entities: ChatEntities;
  ranking: Ranking | null;
}

export interface ExpertResult {
  reply: ChatReply;
  analysis: ExpertAnalysis;
}

const KIND_LABELS: Record<ProductKind, string> = {
  gas: 'vérin à gaz',
  hydraulic: 'vérin hydraulique',
  pneumatic: 'vérin pneumatique',
  damper: 'amortisseur',
  'lifting-support': 'support de levage',
  accessory: 'accessoire',
  kit: 'kit',
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
const MATERIAL_LABELS = {inox: 'inox', 'inox-316': 'inox 316L', 'inox-304': 'inox 304', aluminium: 'aluminium'} as const;

/** Follow-up words: 'et en 200 N ?', 'plutôt en inox', 'la même en course 150'. */
const FOLLOW_UP = /^(et|plutot|sinon|aussi|meme|la meme|le meme|en|avec|sans|pareil|mais)\b/;

export async function answerWithExpert(request: ChatRequest, retrieval: ProductRetrieval): Promise<ExpertResult> {
  const current = extractEntities(request.message);
  const entities = withConversation(current, request.message, request.history);
  const intents = detectIntents(request.message, entities);
  const intent = primaryIntent(intents, entities);
  const analysis: ExpertAnalysis = {intent, intents, entities, ranking: null};

  if (intents.aboutCurrentProduct && request.context.productId) {
    const product = await retrieval.productById(request.context.productId);
    if (product) return {reply: currentProductReply(product, entities, intents), analysis};
  }

  // 'Dans quel sens monter un vérin à gaz ?' asks for advice, not for products.
  const asksInfo = intents.info.length > 0 || intents.human;
  const wantsProducts = asksInfo ? hasSpecificCriteria(entities) : hasProductCriteria(entities) || intents.product;
  const info = intents.info.slice(0, 2).map((topic) => infoAnswer(topic, entities.quantity));

  if (!wantsProducts) {
    if (intents.human) return {reply: humanReply(), analysis};
    if (info.length > 0) return {reply: infoReply(info), analysis};
    if (intents.thanks) return {reply: thanksReply(), analysis};
    if (intents.greeting) return {reply: greetingReply(), analysis};
    return {reply: notUnderstoodReply(), analysis};
  }

  if (!hasProductCriteria(entities)) {
    return {reply: askForDetailsReply(info), analysis};
  }

  const ranking = await retrieve(entities, retrieval);
  analysis.ranking = ranking;
  const reply = productReply(ranking, entities, info);
  if (intents.human) {
    reply.message += `\n\n${contactSentence()}`;
    reply.needsHumanAssistance = true;
    reply.suggestedActions = mergeActions(CONTACT_ACTIONS, reply.suggestedActions);
  }
  return {reply, analysis};
}

/** A refinement of an earlier request keeps what it does not change. */
function withConversation(current: ChatEntities, message: string, history: readonly ChatHistoryItem[]): ChatEntities {
  const defines = current.subjects.length > 0 || current.applications.length > 0 || current.kinds.length > 0;
  if (defines) return current;
  const words = wordsOf(message);
  const followUp = FOLLOW_UP.test(words.join(' ')) || words.length <= 6;
  if (!followUp || !hasProductCriteria(current)) return current;
  for (let i = history.length - 1; i >= 0; i--) {
    const item = history[i];
    if (item.role !== 'user') continue;
    const previous = extractEntities(item.content);
    if (hasProductCriteria(previous)) return mergeEntities(previous, current);
  }
  return current;
}

async function retrieve(entities: ChatEntities, retrieval: ProductRetrieval): Promise<Ranking> {
  const results = await retrieval.search(keywordSearches(entities));
  let ranking = rankProducts(results.flat(), entities);
  // Keyword searches found nothing suitable: scan the family's best sellers.
  const suitable =
    ranking.ranked.length > 0 &&
    ranking.relaxed.length === 0 &&
    someForceFits(ranking, entities.forceN) &&
    (!hasSize(entities) || ranking.ranked.some((row) => row.match.size));
  if (!suitable) {
    const [scan = []] = await retrieval.search([fallbackScan(entities)]);
    ranking = rankProducts([...results.flat(), ...scan], entities);
  }
  return ranking;
}

function summary(product: CandidateProduct, row: Pick<RankedCandidate, 'variant'>): ChatProductSummary {
  const variant = row.variant;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    variantId: variant.id,
    variantTitle: variant.title === 'Default Title' ? null : variant.title,
    price: variant.price,
    compareAtPrice: variant.compareAtPrice,
    availableForSale: variant.availableForSale,
    quantityAvailable: variant.quantityAvailable,
    image: product.image,
  };
}

function stockText(row: Pick<RankedCandidate, 'variant'>): string {
  const stock = {availableForSale: row.variant.availableForSale, quantityAvailable: row.variant.quantityAvailable};
  const level = stockLevel(stock);
  if (level === 'out') return 'en rupture de stock';
  if (level === 'low') return `plus que ${row.variant.quantityAvailable} en stock`;
  return 'en stock';
}

function isStainless(product: CandidateProduct): boolean {
  return `${product.specs.material ?? ''} ${product.tags.join(' ')}`.toLowerCase().includes('inox');
}

/** Why this product: what it matches, then its stock. */
export function reasonFor(row: RankedCandidate, entities: ChatEntities): string {
  const {product, variant, match} = row;
  const parts: string[] = [];
  const force = variant.specs.forceN;
  if (force !== undefined && entities.forceN !== undefined) {
    parts.push(match.force ? `force ${formatNewtons(force)}` : `force la plus proche : ${formatNewtons(force)}`);
  } else if (force !== undefined && product.variants.length > 1) {
    parts.push(`force ${formatNewtons(force)}`);
  }
  if (variant.specs.strokeMm !== undefined && (entities.strokeMm !== undefined || entities.lengthMm !== undefined || match.size)) {
    parts.push(`course ${formatMm(variant.specs.strokeMm)}`);
  }
  if (variant.specs.extendedLengthMm !== undefined && (entities.extendedLengthMm !== undefined || entities.lengthMm !== undefined)) {
    parts.push(`${formatMm(variant.specs.extendedLengthMm)} entre axes`);
  }
  if (row.fittingMatch && variant.specs.fitting) parts.push(lowerFirst(variant.specs.fitting));
  if (isStainless(product) && product.specs.material) parts.push(lowerFirst(product.specs.material.replace(/\s*\(.*\)$/, '')));
  const suited = entities.applications.find((application) => matchesApplication(product, [application]));
  if (suited) parts.push(SUITED_LABELS[suited]);
  parts.push(stockText(row));
  const text = parts.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * The three best, then up to three more that fit nearly as well: a weak fourth product
 * is noise, not help.
 */
function recommendationsOf(ranking: Ranking, entities: ChatEntities): ChatRecommendation[] {
  const [top] = ranking.ranked;
  const rows = ranking.ranked
    .filter((row, index) => index < CHAT_MAX_RECOMMENDATIONS || (row.score >= top.score && row.relevance >= top.relevance - 2))
    .slice(0, CHAT_MAX_PRODUCTS);
  return rows.map((row) => ({
    product: summary(row.product, row),
    reason: reasonFor(row, entities),
    confidence: row.confidence,
  }));
}

function requestLabels(entities: ChatEntities): string[] {
  const labels: string[] = [];
  const kind = entities.kinds[0];
  if (kind) labels.push(KIND_LABELS[kind]);
  if (entities.locking) labels.push('blocable');
  if (entities.traction) labels.push('de traction');
  if (entities.material) labels.push(MATERIAL_LABELS[entities.material]);
  if (entities.forceN !== undefined) labels.push(formatNewtons(entities.forceN));
  if (entities.strokeMm !== undefined) labels.push(`course ${formatMm(entities.strokeMm)}`);
  if (entities.extendedLengthMm !== undefined) labels.push(`${formatMm(entities.extendedLengthMm)} entre axes`);
  if (entities.lengthMm !== undefined) labels.push(`longueur ${formatMm(entities.lengthMm)}`);
  if (entities.bodyDiameterMm !== undefined && entities.rodDiameterMm !== undefined) {
    labels.push(`${entities.bodyDiameterMm}/${entities.rodDiameterMm}`);
  } else if (entities.bodyDiameterMm !== undefined) {
    labels.push(`Ø ${formatMm(entities.bodyDiameterMm)}`);
  }
  if (entities.fittings.length > 0) labels.push(entities.fittings.map((fitting) => FITTING_LABELS[fitting]).join(' ou '));
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

function materialAdvice(entities: ChatEntities, top: RankedCandidate | undefined): string | null {
  const marine = entities.applications.includes('marine');
  const food = entities.applications.includes('agroalimentaire');
  if (marine && top && isStainless(top.product)) {
    return 'En milieu marin, l’inox 316L est le bon choix : il résiste à l’eau salée, là où l’acier peint finit par rouiller.';
  }
  if (marine) return 'En milieu marin, préférez l’inox 316L : l’acier peint rouille vite au contact du sel.';
  if (food) return 'Pour le contact alimentaire et les lavages fréquents, choisissez l’inox 316L, de préférence avec une huile de qualité alimentaire.';
  if (entities.material && entities.material !== 'aluminium' && !marine) {
    return 'L’inox résiste à l’humidité et aux produits de nettoyage ; en bord de mer ou avec du chlore, prenez de l’inox 316L.';
  }
  return null;
}

const RELAXED_LABELS = {
  kind: 'de ce type',
  material: 'dans cette matière',
  locking: 'blocable',
  traction: 'de traction',
  function: 'de ce type',
  fitting: 'avec cet embout',
} as const;

function productReply(ranking: Ranking, entities: ChatEntities, info: Answer[]): ChatReply {
  const recommendations = recommendationsOf(ranking, entities);
  const actions: SuggestedAction[] = [];
  const paragraphs: string[] = [];

  if (entities.massKg !== undefined) {
    paragraphs.push(
      `${formatNumberFr(entities.massKg)} kg correspondent à environ ${formatNewtons(entities.forceN ?? entities.massKg * NEWTONS_PER_KG)} ` +
        `(${NEWTONS_PER_KG} N par kg). Pour un ouvrant articulé, la force utile dépend aussi des points de fixation : ` +
        `notre calculateur la détermine précisément.`,
    );
    actions.push(FORCE_CALCULATOR_ACTION);
  }

  if (recommendations.length === 0) {
    paragraphs.push(
      'Je n’ai pas trouvé de produit correspondant dans notre catalogue. Nous pouvons fabriquer un vérin sur mesure, ' +
        `ou un conseiller peut chercher avec vous : ${contactSentence()}`,
    );
    return {
      message: paragraphs.join('\n\n'),
      products: [],
      suggestedActions: mergeActions(customAnswer().actions, CONTACT_ACTIONS.slice(0, 2)),
      needsHumanAssistance: true,
    };
  }

  const usage = usageLabel(entities);
  const labels = requestLabels(entities);
  const shown = Math.min(CHAT_MAX_RECOMMENDATIONS, recommendations.length);
  const what = shown === 1 ? 'le modèle que je vous recommande' : `les ${shown} modèles que je vous recommande`;
  const spec = labels.length > 0 ? ` (${labels.join(', ')})` : '';
  paragraphs.push(usage ? `Pour ${usage}${spec}, voici ${what} :` : `Voici ${what}${spec ? ` pour votre demande${spec}` : ''} :`);

  const top = ranking.ranked[0];
  const topTitle = top.variant.title === 'Default Title' ? top.product.title : `${top.product.title} (${top.variant.title})`;
  paragraphs.push(
    `Mon premier choix : ${topTitle}, à ${formatMoney(top.variant.price)} TTC (${formatMoney(htFromTtc(top.variant.price))} HT). ` +
      reasonFor(top, entities),
  );

  if (entities.fittings.length > 0 && !top.fittingMatch && top.variant.specs.fitting) {
    const wanted = entities.fittings.map((fitting) => FITTING_NAMES[fitting]).join(' ou ');
    paragraphs.push(
      `Ce modèle est livré avec ses embouts « ${top.variant.specs.fitting} » : ils se dévissent, et des ${wanted} ` +
        `au même filetage existent en accessoire.`,
    );
  }

  const advice = materialAdvice(entities, top);
  if (advice) paragraphs.push(advice);

  if (ranking.relaxed.length > 0) {
    const missing = ranking.relaxed.map((filter) => RELAXED_LABELS[filter]).join(' ni ');
    paragraphs.push(`Nous n’avons pas de modèle ${missing} qui corresponde : voici les plus proches.`);
  }

  const asked = askedCriteria(entities);
  if (asked.force && asked.size && someForceFits(ranking, entities.forceN) && !(top.match.force && top.match.size)) {
    paragraphs.push(
      top.match.force
        ? 'Aucun modèle ne réunit exactement la force et les dimensions demandées : ce choix respecte la force, vérifiez ses cotes.'
        : 'Aucun modèle ne réunit exactement la force et les dimensions demandées : ce choix respecte les dimensions, vérifiez sa force.',
    );
  }

  if (entities.forceN !== undefined && !someForceFits(ranking, entities.forceN)) {
    paragraphs.push(
      `Aucun modèle de cette sélection n’atteint ${formatNewtons(entities.forceN)} : ce sont les plus proches. ` +
        `Pour cette force, un vérin sur mesure est possible (devis sous 48 h).`,
    );
    actions.push(...customAnswer().actions);
  }

  if (!top.variant.availableForSale) {
    paragraphs.push(
      recommendations.length > 1
        ? 'Attention : ce modèle est en rupture de stock pour le moment ; les autres propositions sont disponibles ou plus proches de votre besoin.'
        : `Attention : ce modèle est en rupture de stock pour le moment. ${contactSentence()}`,
    );
  }

  const cylinder = entities.kinds.length === 0 || entities.kinds.some((kind) => kind === 'gas' || kind === 'kit');
  const gasSpring = cylinder && productKind(top.product.productType) !== 'accessory';
  if (gasSpring && entities.forceN === undefined) {
    const advice = entities.subjects.find((subject) => subject.forceAdvice)?.forceAdvice;
    if (advice) paragraphs.push(advice);
    paragraphs.push(
      'Quelle force vous faut-il ? Elle est souvent imprimée sur le vérin d’origine (par exemple « 150N ») ; ' +
        'sinon, notre calculateur de force vous aide à la déterminer.',
    );
    actions.push(...forceHelpAnswer().actions);
  } else if (gasSpring && !hasSize(entities)) {
    paragraphs.push('Pour affiner, indiquez-moi la longueur entre axes (vérin sorti) et la course de votre vérin.');
  }

  if (entities.urgent) {
    paragraphs.push(
      top.variant.availableForSale
        ? `${urgentNote()} Mon premier choix est ${stockText(top)}.`
        : urgentNote(),
    );
  }

  for (const answer of info) {
    paragraphs.push(answer.text);
    actions.push(...answer.actions);
  }

  const searchTerm = searchTermFor(entities, top);
  actions.push({label: 'Voir plus de résultats', action: 'link', value: `/recherche?q=${encodeURIComponent(searchTerm)}`});

  return {
    message: paragraphs.join('\n\n'),
    products: recommendations,
    suggestedActions: mergeActions(actions),
    needsHumanAssistance: false,
  };
}

function searchTermFor(entities: ChatEntities, top: RankedCandidate): string {
  const words: string[] = [];
  const kind = entities.kinds[0] ?? productKind(top.product.productType);
  if (kind) words.push(KIND_LABELS[kind]);
  if (entities.material && entities.material !== 'aluminium') words.push('inox');
  if (entities.locking) words.push('blocable');
  if (entities.traction) words.push('traction');
  return words.join(' ') || 'vérin';
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

function formatNumberFr(n: number): string {
  return new Intl.NumberFormat('fr-FR', {maximumFractionDigits: 1}).format(n).replace(/\u202F/g, ' ');
}

/** Actions without duplicates, at most four. */
function mergeActions(...lists: SuggestedAction[][]): SuggestedAction[] {
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

function currentProductReply(product: CandidateProduct, entities: ChatEntities, intents: IntentResult): ChatReply {
  const ranking = rankProducts([product], {...entities, kinds: [], material: undefined, locking: false, traction: false});
  const row = ranking.ranked[0];
  if (!row) return notUnderstoodReply();
  const paragraphs: string[] = [];
  const available = product.variants.filter((variant) => variant.availableForSale);
  const prices = product.variants.map((variant) => Number(variant.price)).filter(Number.isFinite);
  const from = prices.length > 0 ? Math.min(...prices) : Number(row.variant.price);
  paragraphs.push(
    `${product.title} : ${available.length > 0 ? `${available.length} version${available.length > 1 ? 's' : ''} sur ${product.variants.length} en stock` : 'en rupture de stock pour le moment'}, ` +
      `à partir de ${formatMoney(from)} TTC.`,
  );
  if (entities.forceN !== undefined) {
    paragraphs.push(
      row.match.force
        ? `Oui, il existe en ${formatNewtons(row.variant.specs.forceN ?? entities.forceN)} (${stockText(row)}).`
        : `Il n’existe pas en ${formatNewtons(entities.forceN)} ; la force la plus proche est ${formatNewtons(row.variant.specs.forceN ?? 0)}. Je peux vous proposer d’autres modèles si vous le souhaitez.`,
    );
  }
  for (const topic of intents.info.slice(0, 2)) paragraphs.push(infoAnswer(topic, entities.quantity).text);
  return {
    message: paragraphs.join('\n\n'),
    products: [{product: summary(product, row), reason: reasonFor(row, entities), confidence: row.confidence}],
    suggestedActions: [{label: 'Voir la fiche produit', action: 'link', value: `/products/${product.handle}`}],
    needsHumanAssistance: false,
  };
}

function infoReply(answers: Answer[]): ChatReply {
  return {
    message: answers.map((answer) => answer.text).join('\n\n'),
    products: [],
    suggestedActions: mergeActions(...answers.map((answer) => answer.actions)),
    needsHumanAssistance: false,
  };
}

function humanReply(): ChatReply {
  const answer = humanAnswer();
  return {message: answer.text, products: [], suggestedActions: answer.actions, needsHumanAssistance: true};
}

function greetingReply(): ChatReply {
  return {
    message:
      'Bonjour ! Que puis-je faire pour vous ? Décrivez-moi l’usage de votre vérin (meuble, bateau, machine…), ' +
      'la force ou la masse à soulever et ses dimensions, et je vous propose les bons modèles.',
    products: [],
    suggestedActions: [
      {label: 'Vérin pour coffre de lit', action: 'ask', value: 'Quel vérin pour un coffre de lit ?'},
      {label: 'Délais de livraison', action: 'ask', value: 'Quels sont les délais de livraison ?'},
    ],
    needsHumanAssistance: false,
  };
}

function thanksReply(): ChatReply {
  return {
    message: 'Avec plaisir ! N’hésitez pas si vous avez une autre question sur nos vérins.',
    products: [],
    suggestedActions: [{label: 'Voir nos produits', action: 'link', value: '/products'}],
    needsHumanAssistance: false,
  };
}

function askForDetailsReply(info: Answer[]): ChatReply {
  const paragraphs = [
    'Avec plaisir ! Pour vous conseiller le bon vérin, j’ai besoin de quelques précisions :',
    '• l’usage (coffre de lit, meuble, bateau, machine, véhicule…)\n• la force en newtons, ou la masse à soulever en kg\n' +
      '• la longueur entre axes (vérin sorti) et la course en mm\n• les embouts (œillet, rotule ou chape) et la matière (acier ou inox)',
    'Vous ne connaissez pas la force ? Notre calculateur vous aide à la déterminer.',
    ...info.map((answer) => answer.text),
  ];
  return {
    message: paragraphs.join('\n\n'),
    products: [],
    suggestedActions: mergeActions(
      [
        FORCE_CALCULATOR_ACTION,
        {label: 'Vérin pour coffre de lit', action: 'ask', value: 'Quel vérin pour un coffre de lit ?'},
        {label: 'Vérin inox pour bateau', action: 'ask', value: 'Je cherche un vérin inox pour bateau'},
      ],
      ...info.map((answer) => answer.actions),
    ),
    needsHumanAssistance: false,
  };
}

/** Nothing understood: say so, ask to rephrase, and give the way to a person. */
function notUnderstoodReply(): ChatReply {
  return {
    message:
      'Je ne suis pas sûr de pouvoir vous aider sur ce point. Pouvez-vous reformuler, par exemple en décrivant l’usage, ' +
      `la force et les dimensions du vérin recherché ? Vous pouvez aussi parler à un conseiller : ${contactSentence()}`,
    products: [],
    suggestedActions: CONTACT_ACTIONS,
    needsHumanAssistance: true,
  };
}

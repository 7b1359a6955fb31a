import {describe, expect, it} from 'vitest';
import {parseFacetParams} from '../../app/lib/catalogue/facets.ts';
import {readSearchQuery} from '../../app/lib/catalogue/query-reading.ts';
import {parseSearchParams} from '../../app/lib/catalogue/search.ts';
import {productPageUrl, replyToMessages} from '../../app/lib/chat/conversation.ts';
import {answerWithExpert} from '../../app/lib/chat/expert.ts';
import {contextMessage} from '../../app/lib/chat/llm.ts';
import {titleDiameters} from '../../app/lib/chat/scoring.ts';
import {CHAT_MAX_RECOMMENDATIONS} from '../../app/lib/chat/constants.ts';
import {forceGap, sizeGap, strokeGap} from '../../app/lib/chat/gaps.ts';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import type {CandidateProduct, ChatRecommendation, ChatReply} from '../../app/lib/chat/types.ts';
import {selectVariant, variantSearch, variantUrl} from '../../app/lib/product/variants.ts';
import {memoryRetrieval, records, toCandidate} from './chat-memory-retrieval.ts';

// Outside tester's findings on « il me faut un 22-10 de 600N course 100 »: every link opens the
// variant recommended, the text counts what is shown, an alternative of another size says so,
// « Voir plus de résultats » keeps the measures given.

const catalogue: CandidateProduct[] = records.map(toCandidate);

async function ask(message: string, context: {productId?: string} = {}): Promise<ChatReply> {
  const {reply} = await answerWithExpert({message, history: [], context}, memoryRetrieval());
  return reply;
}

const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

/** The variant the product page opens for a link, as the product route selects it. */
function openedBy(url: string) {
  const parsed = new URL(url, 'http://shop.test');
  const handle = parsed.pathname.replace(/^\/products\//, '');
  const product = catalogue.find((candidate) => candidate.handle === handle);
  if (!product) throw new Error(`no product at ${url}`);
  return {product, variant: selectVariant(product.variants, parsed.searchParams)};
}

function expectOpensItsVariant(recommendation: ChatRecommendation) {
  const {product, variant} = openedBy(recommendation.product.url);
  expect(product.handle).toBe(recommendation.product.handle);
  expect(variant?.id, recommendation.product.url).toBe(recommendation.product.variantId);
  expect(variant?.price).toBe(recommendation.product.price);
}

describe('the variant URL helper', () => {
  it('names every option of the variant, as the product page reads them', () => {
    expect(variantSearch([{name: 'Force', value: '600 N'}])).toBe('?Force=600+N');
    expect(variantUrl('verin', [{name: 'Force', value: '600 N'}, {name: 'Embout', value: 'Œillet'}])).toBe('/products/verin?Force=600+N&Embout=%C5%92illet');
  });

  it('leaves a product without options at its plain address', () => {
    expect(variantUrl('kit', [{name: 'Title', value: 'Default Title'}])).toBe('/products/kit');
  });
});

describe('links of a chat reply', () => {
  it('open the recommended variant, with its force and price (« 22-10 de 600N course 100 »)', async () => {
    const reply = await ask('il me faut un 22-10 de 600N course 100');
    expect(reply.products.length).toBeGreaterThan(0);
    for (const recommendation of reply.products) {
      expectOpensItsVariant(recommendation);
      expect(openedBy(recommendation.product.url).variant?.specs.forceN).toBe(600);
      expect(new URL(recommendation.product.url, 'http://shop.test').searchParams.get('Force')).toBe('600 N');
    }
  });

  it('open the variant for another force too, and for the closest model when nothing fits', async () => {
    for (const question of ['vérin 28-12 1200N course 200', 'vérin à gaz 15/6 200 N course 100', 'vérin 22/10 650 N course 100']) {
      const reply = await ask(question);
      expect(reply.products.length, question).toBeGreaterThan(0);
      for (const recommendation of reply.products) expectOpensItsVariant(recommendation);
    }
  });

  it('keep the variant in the « Autres modèles possibles » links, with their reasons', async () => {
    const reply = await ask('il me faut un 22-10 de 600N course 100');
    const [text] = replyToMessages(reply);
    const others = reply.products.slice(CHAT_MAX_RECOMMENDATIONS);
    expect(text.related?.map((product) => product.url)).toEqual(others.map((other) => other.product.url));
    expect(text.related?.map((product) => product.reason)).toEqual(others.map((other) => other.reason));
  });

  it('open the variant of a reference quoted and of the product page the buyer is on', async () => {
    const own = await ask('Vous avez la référence VG-22-10-100-OE-600 ?');
    expect(own.products).toHaveLength(1);
    expectOpensItsVariant(own.products[0]);
    expect(own.suggestedActions.find((action) => action.label === 'Voir la fiche produit')?.value).toBe(own.products[0].product.url);

    const product = catalogue.find((candidate) => candidate.handle === 'verin-gaz-compression-22-10-course-100-oeillet');
    if (!product) throw new Error('product missing');
    const here = await ask('Ce vérin existe en 600 N ?', {productId: product.id});
    expectOpensItsVariant(here.products[0]);
    expect(openedBy(here.products[0].product.url).variant?.specs.forceN).toBe(600);
    expect(here.suggestedActions.find((action) => action.label === 'Voir la fiche produit')?.value).toBe(here.products[0].product.url);
  });

  it('hand the language model the variant’s page', async () => {
    const {reply, analysis} = await answerWithExpert({message: 'il me faut un 22-10 de 600N course 100', history: [], context: {}}, memoryRetrieval());
    const context = contextMessage({reply, analysis});
    for (const recommendation of reply.products) expect(context).toContain(`Fiche : ${recommendation.product.url}`);
  });

  it('fall back to the product’s page for a conversation stored before, and never leave the shop', () => {
    expect(productPageUrl({handle: 'verin-1', url: '/products/verin-1?Force=150+N'})).toBe('/products/verin-1?Force=150+N');
    expect(productPageUrl({handle: 'verin-1'} as {handle: string; url: string})).toBe('/products/verin-1');
    expect(productPageUrl({handle: 'verin-1', url: 'javascript:alert(1)'})).toBe('/products/verin-1');
    expect(productPageUrl({handle: 'verin-1', url: 'https://ailleurs.example/products/verin-1'})).toBe('/products/verin-1');
    expect(productPageUrl({handle: 'verin-1', url: '/products/verin-12?Force=150+N'})).toBe('/products/verin-1');
  });
});

describe('the number of models the text announces', () => {
  it('is the number of cards, then the number of other models listed', async () => {
    let counted = 0;
    for (const question of ['il me faut un 22-10 de 600N course 100', 'vérin à gaz 15/6 200 N course 100', 'Vérin 15/6 course 100 avec œillets 150 N']) {
      const reply = await ask(question);
      const cards = Math.min(CHAT_MAX_RECOMMENDATIONS, reply.products.length);
      const others = reply.products.length - cards;
      const announced = /voici les (\d+) modèles|voici le modèle/i.exec(reply.message);
      if (!announced) continue;
      counted += 1;
      expect(announced[1] ? Number(announced[1]) : 1, question).toBe(cards);
      const more = /et (\d+) autres? modèles? possibles?/.exec(reply.message);
      expect(more ? Number(more[1]) : 0, question).toBe(others);
    }
    expect(counted).toBeGreaterThanOrEqual(2);
  });

  it('names the others for the tester’s question (3 cards, 3 more)', async () => {
    const reply = await ask('il me faut un 22-10 de 600N course 100');
    expect(reply.products.length).toBeGreaterThan(CHAT_MAX_RECOMMENDATIONS);
    const others = reply.products.length - CHAT_MAX_RECOMMENDATIONS;
    expect(reply.message).toContain(`Voici les ${CHAT_MAX_RECOMMENDATIONS} modèles que je vous recommande`);
    expect(reply.message).toContain(`et ${others} autre${others > 1 ? 's' : ''} modèle`);
  });
});

describe('an alternative of another size, force or stroke', () => {
  it('says its size in its reason (« taille 23/10 au lieu de 22/10 »), and only when it differs', async () => {
    const reply = await ask('il me faut un 22-10 de 600N course 100');
    let differing = 0;
    for (const {product, reason} of reply.products) {
      const size = titleDiameters(product.title);
      if (!size?.rod) continue;
      if (size.body !== 22 || size.rod !== 10) {
        differing += 1;
        expect(reason).toContain(`aille ${size.body}/${size.rod} au lieu de 22/10`);
      } else {
        expect(reason).not.toContain('au lieu de 22/10');
      }
    }
    expect(differing).toBeGreaterThan(0);
  });

  it('says the size in the closest model’s differences and in every reason (« 28-12 1200N course 200 »)', async () => {
    const reply = await ask('vérin 28-12 1200N course 200');
    const [top] = reply.products;
    const size = titleDiameters(top.product.title);
    expect(size?.rod).toBeDefined();
    expect(`${size?.body}/${size?.rod}`).not.toBe('28/12');
    const differences = /Différences : ([^.]*)\./.exec(plain(reply.message))?.[1] ?? '';
    expect(differences).toContain(`taille ${size?.body}/${size?.rod} au lieu de 28/12`);
    for (const {product, reason} of reply.products) {
      const own = titleDiameters(product.title);
      if (own?.rod !== undefined && `${own.body}/${own.rod}` !== '28/12') expect(reason).toContain(`${own.body}/${own.rod} au lieu de 28/12`);
    }
  });

  it('says a force other than the one asked in its reason', async () => {
    const reply = await ask('vérin 22/10 650 N course 100');
    expect(reply.products.length).toBeGreaterThan(0);
    for (const {product, reason} of reply.products) {
      const force = openedBy(product.url).variant?.specs.forceN;
      if (force !== undefined && force !== 650) expect(plain(reason)).toContain(`orce ${force} N au lieu de 650 N`);
    }
  });

  it('says a stroke other than the one asked (the size read from the title or the specs)', () => {
    const entities = extractEntities('vérin 22/10 600 N course 110');
    const row = {product: {title: 'Vérin à gaz 22/10 – course 120 mm'}, variant: {specs: {forceN: 600, strokeMm: 120}}, match: {forceExact: true}};
    expect(strokeGap(row, entities, 'fr')).toBe('course 120 mm au lieu de 110 mm');
    expect(sizeGap(row, entities, 'fr')).toBeNull();
    expect(forceGap(row, entities, 'fr')).toBeNull();
    const other = {product: {title: 'Vérin à gaz inox'}, variant: {specs: {forceN: 700, strokeMm: 110, bodyDiameterMm: 23, rodDiameterMm: 10}}, match: {forceExact: true}};
    expect(sizeGap(other, entities, 'fr')).toBe('taille 23/10 au lieu de 22/10');
    expect(plain(forceGap(other, entities, 'fr') ?? '')).toBe('force 700 N au lieu de 600 N');
    expect(strokeGap(other, entities, 'fr')).toBeNull();
    expect(sizeGap(other, entities, 'en')).toBe('size 23/10 instead of 22/10');
  });
});

describe('« Voir plus de résultats »', () => {
  it('keeps the measures given, as the search page reads them', async () => {
    const reply = await ask('il me faut un 22-10 de 600N course 100');
    const more = reply.suggestedActions.find((action) => action.label === 'Voir plus de résultats');
    expect(more?.action).toBe('link');
    const url = new URL(more?.value ?? '', 'http://shop.test');
    expect(url.pathname).toBe('/recherche');
    const read = readSearchQuery('22/10 600N course 100');
    expect(parseFacetParams(url.searchParams)).toEqual(read.facets);
    const params = parseSearchParams(url.searchParams);
    expect(params.force).toBe(600);
    // Its words hold no measure left to read: the search page shows it as it is.
    expect(readSearchQuery(params.q).facets).toEqual({});
  });

  it('when nothing fits exactly, drops the measure the closest model misses, so that it lists it', async () => {
    const reply = await ask('vérin 22/10 650 N course 110');
    expect(reply.message).toContain('Aucun modèle de notre gamme ne correspond exactement');
    const url = new URL(reply.suggestedActions.find((action) => action.label === 'Voir plus de résultats')?.value ?? '', 'http://shop.test');
    const facets = parseFacetParams(url.searchParams);
    const asked = readSearchQuery('22/10 650 N course 110').facets;
    const top = openedBy(reply.products[0].product.url).variant;
    expect(top?.specs.strokeMm).not.toBe(110);
    expect(facets['filter.v.m.specs.stroke_mm']).toBeUndefined();
    expect(facets['filter.v.m.specs.size']).toEqual(asked['filter.v.m.specs.size']);
    expect(facets['filter.v.m.specs.force_range']).toEqual(asked['filter.v.m.specs.force_range']);
    expect(parseSearchParams(url.searchParams).force).toBe(650);
  });

  it('stays a plain search when no measure was given', async () => {
    const reply = await ask('Je cherche un vérin à gaz inox');
    const more = reply.suggestedActions.find((action) => action.label === 'Voir plus de résultats');
    expect(more).toBeDefined();
    const url = new URL(more?.value ?? '', 'http://shop.test');
    expect(parseFacetParams(url.searchParams)).toEqual({});
    expect(url.searchParams.get('q')).toContain('inox');
  });
});

import {describe, expect, it} from 'vitest';
import {answerWithExpert} from '../../app/lib/chat/expert.ts';
import type {ProductRecord} from '../../local-shop/store/catalogue.ts';
import {memoryRetrieval, records} from './chat-memory-retrieval.ts';

// The expert's answers for the rules of decision 027, on questions written for these tests
// (none is a question of the evaluation sets), over the seed catalogue.
async function ask(message: string, catalogue: readonly ProductRecord[] = records) {
  const {reply, analysis} = await answerWithExpert({message, history: [], context: {}}, memoryRetrieval(catalogue));
  return {reply, analysis, text: reply.message.replace(/[\u00A0\u202F]/g, ' ')};
}

describe('safety: no spring where none may go', () => {
  it('proposes no spring for an explosive atmosphere, and offers a study and a person', async () => {
    const {reply, text} = await ask('Vérin à gaz pour une trémie en zone ATEX 22, 400 N course 100');
    expect(reply.products).toEqual([]);
    expect(text).toMatch(/ATEX/);
    expect(text).toMatch(/sur mesure/);
    expect(reply.suggestedActions.some((action) => action.value.startsWith('/verin-sur-mesure?') && action.value.includes('environment=explosive'))).toBe(true);
    expect(reply.suggestedActions.some((action) => action.action === 'tel')).toBe(true);
  });

  it('proposes no gas spring for an electric actuator', async () => {
    const {reply, text} = await ask('Il me faut un vérin électrique 12 V pour ouvrir une trappe, course 150');
    expect(reply.products).toEqual([]);
    expect(text).toMatch(/pas de vérins électriques/);
    expect(reply.suggestedActions.some((action) => action.value.includes('cylinderType=electric'))).toBe(true);
  });

  it('proposes no spring beyond every spring’s temperature rating', async () => {
    const {reply, text} = await ask('Porte d’étuve à 230 °C, vérin 300 N course 150');
    expect(reply.products).toEqual([]);
    expect(text).toContain('230 °C');
    expect(text).toMatch(/dangereux/);
  });
});

describe('physics before the catalogue', () => {
  it('says a stroke the length cannot hold is impossible, with what the length allows', async () => {
    const {reply, text} = await ask('Vérin à gaz 350 mm entre axes, course 180, 200 N');
    expect(reply.products).toEqual([]);
    expect(text).toMatch(/impossibles?/);
    expect(text).toContain('ne peut pas dépasser 155 mm');
    expect(text).toContain('au moins 400 mm entre axes');
  });

  it('stops a load in motion with a shock absorber, from its energy', async () => {
    const {reply, text} = await ask('Une navette de 20 kg arrive à 2 m/s en fin de rail, que mettre pour l’arrêter ?');
    expect(reply.products.length).toBeGreaterThan(0);
    expect(reply.products[0].product.title).toMatch(/^Amortisseur/);
    expect(text).toContain('= 40 J');
  });

  it('asks the geometry for the mass of hinged doors, plural included, rather than read it as a force', async () => {
    const {analysis, text} = await ask('Trois portes abattantes de 4 kg chacune pour un meuble de salle de bain');
    expect(analysis.entities.forceN).toBeUndefined();
    expect(analysis.entities.lidMassKg).toBe(4);
    expect(text).toMatch(/centre de gravité/);
  });
});

describe('the fit decides, the stock is reported', () => {
  // The only spring that is 23/10, course 400, M10 clevises and 700 N, sold out.
  const soldOut = records.map((record) =>
    record.handle === 'verin-gaz-compression-23-10-course-400-chape-m10'
      ? {...record, variants: record.variants.map((variant) => (variant.specs.forceN === 700 ? {...variant, stock: 0} : variant))}
      : record,
  );

  it('names an exact fit out of stock as such, with who gives the delay and the best one in stock', async () => {
    const {reply, text} = await ask('Vérin 23/10 course 400, chapes M10, 700 N', soldOut);
    const [first] = reply.products;
    expect(first.product.title).toContain('23/10 – course 400 mm – chapes M10');
    expect(first.product.variantTitle).toBe('700 N');
    expect(first.product.availableForSale).toBe(false);
    expect(first.confidence).toBeGreaterThanOrEqual(0.9);
    expect(text).toMatch(/rupture de stock/);
    expect(text).toMatch(/délai de réapprovisionnement/);
    expect(text).toMatch(/Disponible tout de suite : /);
    expect(reply.products.some((recommendation) => recommendation.product.availableForSale)).toBe(true);
  });

  it('gives a near stroke as the closest, never five stars', async () => {
    const {reply, text} = await ask('Vérin 15/6 à œillets, 150 N, course 110 mm exactement');
    expect(reply.products[0].confidence).toBeLessThan(0.9);
    expect(text).toMatch(/Aucun modèle/);
    expect(text).toMatch(/course 1[02]0 mm au lieu de 110 mm/);
  });

  it('shows as closest nothing much longer than the space given', async () => {
    const {reply} = await ask('Petit vérin de 140 mm entre axes, course 50, il lui faut 500 N');
    expect(reply.products.length).toBeGreaterThan(0);
    const lookup = memoryRetrieval();
    for (const recommendation of reply.products) {
      const product = await lookup.productById(recommendation.product.id);
      const variant = product?.variants.find((candidate) => candidate.id === recommendation.product.variantId);
      expect(variant?.specs.extendedLengthMm ?? 0).toBeLessThanOrEqual(200);
      expect(recommendation.confidence).toBeLessThan(0.9);
    }
  });

  it('finds the variant by its datasheet among the whole range', async () => {
    const {reply} = await ask('Vérin à gaz 28/14 course 500 chapes 1250 N');
    const [first] = reply.products;
    expect(first.product.title).toContain('28/14 – course 500 mm – chapes');
    expect(first.product.variantTitle).toBe('1 250 N');
    expect(first.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe('what is read off the old spring', () => {
  it('takes a reference of the shop’s own catalogue for that article, not another make’s', async () => {
    const record = records.find((candidate) => candidate.variants.length > 2 && candidate.variants[2].stock > 0);
    const variant = record?.variants[2];
    if (!record || !variant) throw new Error('catalogue without variants');
    const {reply, text} = await ask(`Avez-vous la référence ${variant.sku.toLowerCase()} ?`);
    expect(text).toContain(`« ${variant.sku} » est une référence de notre catalogue`);
    expect(reply.products).toHaveLength(1);
    expect(reply.products[0].product.variantId).toBe(`gid://shopify/ProductVariant/${variant.id}`);
    expect(reply.products[0].confidence).toBe(1);
  });

  it('asks a vehicle’s printed force and lengths, with the replacement finder', async () => {
    const {reply, text} = await ask('Il me faut les vérins de coffre d’une Peugeot 308 SW de 2016');
    expect(reply.products).toEqual([]);
    expect(text).toMatch(/force imprimée/);
    expect(text).toMatch(/longueur entre axes/);
    expect(reply.suggestedActions.map((action) => action.value)).toContain('/remplacer-mon-verin');
  });

  it('answers in English for an English vehicle question', async () => {
    const {text} = await ask('Do you have the boot struts for a 2011 VW Golf?');
    expect(text).toMatch(/force printed/);
  });
});

describe('delivery countries from the shop’s list', () => {
  it('says yes or no in the buyer’s language', async () => {
    expect((await ask('Do you deliver to Germany?')).text).toMatch(/^Yes, we deliver to Germany\./);
    expect((await ask('Can you ship to Norway?')).text).toMatch(/^No, unfortunately we do not deliver to Norway/);
    expect((await ask('Livrez-vous au Canada ?')).text).toMatch(/^Non, nous ne livrons pas au Canada/);
  });
});

describe('what the spring must do', () => {
  it('misses a protected spring asked when none has the stroke, and says what differs', async () => {
    const {reply, text} = await ask('Vérin 800 N course 250 avec tube de protection, il travaille dans la poussière');
    expect(reply.products[0].confidence).toBeLessThan(0.9);
    expect(text).toContain('sans tube de protection ni soufflet');
  });

  it('reads a stainless grade followed by a comma', async () => {
    const {analysis} = await ask('Vérin inox 316, 120 N, pour un portillon de bateau');
    expect(analysis.entities.material).toBe('inox-316');
  });
});


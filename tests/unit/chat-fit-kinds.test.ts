import {describe, expect, it} from 'vitest';
import {accessoryNeeded} from '../../app/lib/chat/accessory-needs.ts';
import {budgetSentence, readBudget} from '../../app/lib/chat/budget.ts';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {detectIntents} from '../../app/lib/chat/intents.ts';
import {calculatorLink} from '../../app/lib/chat/links.ts';
import {lidMassParagraph} from '../../app/lib/chat/product-reply.ts';
import {rankProducts} from '../../app/lib/chat/ranking.ts';
import {records, toCandidate} from './chat-memory-retrieval.ts';
import {countTimesForce, readForces, readLengths, readMarkedLength} from '../../app/lib/chat/measures.ts';

// Decision 073: the product-fit kinds of issue 19, read as rules of the trade.

describe('a load carried by several springs, each one’s force asked', () => {
  it.each([
    ['charge de 90 dan reprise par 3 verins, il me faut quoi par verin ?', 300, 900],
    ['effort de 1 600 n porte par 4 verins : quelle force par verin ?', 400, 1600],
    ['i need 3 verin a gaz sharing a 90 kgf load', 300, 900],
    ['combined load of 2000 n on 4 verin a gaz', 500, 2000],
  ])('%s → %i N per spring', (text, perSpring, total) => {
    const reading = readForces(text, false);
    expect(reading.forceN).toBe(perSpring);
    expect(reading.forceTotalN).toBe(total);
  });

  it('still reads a force printed on each spring as each one’s', () => {
    expect(readForces('deux verins marques 400 n, lesquels ?', false)).toMatchObject({forceN: 400, springCount: 2});
    expect(readForces('deux verins de 400 n chacun', false).forceTotalN).toBeUndefined();
  });
});

describe('« 2x1000N »: that many springs of that force each', () => {
  it('reads the count and each spring’s force', () => {
    expect(countTimesForce('coffre de lit 2x1000n course 200')).toBe('coffre de lit 2 verins de 1000n chacun course 200');
    expect(readForces('2 x 400 n pour un coffre', false)).toMatchObject({forceN: 400, springCount: 2});
  });

  it('leaves a bed’s dimensions and a stroke alone', () => {
    expect(countTimesForce('lit de 140 x 190 cm')).toBe('lit de 140 x 190 cm');
    expect(countTimesForce('verin 2x150 mm')).toBe('verin 2x150 mm');
  });

  it('is not another make’s part number', () => {
    const text = 'verin a gaz pour coffre de lit 2x1000N svp';
    expect(detectIntents(text, extractEntities(text)).otherMake).toBeNull();
  });
});

describe('the marking read off an old spring', () => {
  it.each([
    ['juste ecrit « 150n 285 » dessus', 285],
    ['c est marque 400n 500, vous avez ?', 500],
    ['the label reads 300n 345', 345],
  ])('%s → %i mm between centres', (text, mm) => {
    expect(readMarkedLength(text)).toBe(mm);
  });

  it('needs a marking, and a length a spring can have', () => {
    expect(readMarkedLength('verin 150n 285 pieces')).toBeUndefined();
    expect(readMarkedLength('il faut 150n 285')).toBeUndefined();
    expect(readMarkedLength('ecrit 150n 12')).toBeUndefined();
  });
});

describe('« rappeler une porte », « pour une personne âgée »: no request for a person', () => {
  it('is no request for a person', () => {
    const text = 'Il me faut un vérin de traction pour rappeler une porte de four : 600 N, course 150.';
    expect(detectIntents(text, extractEntities(text)).human).toBe(false);
  });

  it('reads « pour une personne âgée » as who uses the part', () => {
    const text = 'Vérin 300 N pas trop dur à fermer pour une personne âgée, course 100';
    expect(detectIntents(text, extractEntities(text)).human).toBe(false);
    expect(detectIntents('Je veux parler à une personne', extractEntities('Je veux parler à une personne')).human).toBe(true);
  });

  it('still hands over « pouvez-vous me rappeler »', () => {
    const text = 'Pouvez-vous me rappeler demain matin ?';
    expect(detectIntents(text, extractEntities(text)).human).toBe(true);
  });
});

describe('a spare part described by its use', () => {
  it.each([
    ['la tige du verin se raye avec la poussiere, vous avez une protection pour la tige ?', 'soufflet'],
    ['quelque chose pour proteger la tige de la boue', 'soufflet'],
    ['do you sell a rod boot?', 'soufflet'],
    ['mon verin est filete m6 mais mes embouts sont en m8, une piece pour raccorder ?', 'adaptateur'],
    ['need a thread adapter for my strut', 'adaptateur'],
    ['mon verin hydraulique 40/25 fuit a la tige, de quoi le refaire ?', 'joints'],
    ['comment on vide un verin a gaz avant de le jeter ?', 'outil'],
    ['how do i release the gas from old springs', 'outil'],
  ] as const)('%s → %s', (text, part) => {
    expect(accessoryNeeded(text, false)).toBe(part);
  });

  it('is a spring when a force is asked, or when nothing but a spring is described', () => {
    expect(accessoryNeeded('verin 500 n avec protection de la tige', true)).toBeNull();
    expect(accessoryNeeded('verin a gaz m8 course 100', false)).toBeNull();
    expect(accessoryNeeded('verin hydraulique 40/25 course 200', false)).toBeNull();
  });

  it('asks for that accessory, without the buyer’s own fittings', () => {
    const entities = extractEntities('Mes rotules sont en M10 et le vérin est fileté M8 : une pièce pour passer de l’un à l’autre ?');
    expect(entities.part).toBe('adaptateur');
    expect(entities.kinds).toContain('accessory');
    expect(entities.fittings).toEqual([]);
  });
});

describe('an imperial thread', () => {
  it.each([
    ['Vérin 15/6 avec filetage 1/4-20 UNC aux deux bouts', '1/4-20 UNC'],
    ['embouts 5/16-18 unc', '5/16-18 UNC'],
    ['threaded ends UNF', 'UNF'],
  ])('%s → %s, which no spring of the range has', (text, thread) => {
    const entities = extractEntities(text);
    expect(entities.thread).toBe(thread);
    expect(entities.bodyDiameterMm ?? 15).toBe(15);
  });
});

describe('a lid’s mass with its centre of gravity', () => {
  it('reads the distance as the calculator’s, not the spring’s', () => {
    const entities = extractEntities('Abattant de 18 kg, centre de gravité à 35 cm de la charnière, deux vérins');
    expect(entities).toMatchObject({lidMassKg: 18, centreOfGravityMm: 350, springCount: 2});
    expect(entities.lengthMm ?? entities.extendedLengthMm ?? entities.strokeMm).toBeUndefined();
    expect(calculatorLink(entities)).toContain('cdg=350');
  });

  it('asks only for the mounting points, with the calculator prefilled', () => {
    const entities = extractEntities('Couvercle de 15 kg, centre de gravité à 40 cm');
    const paragraph = lidMassParagraph(entities, 'fr');
    expect(paragraph.text).toMatch(/points de fixation/);
    expect(paragraph.text).not.toMatch(/La masse seule/);
    expect(paragraph.action.value).toContain('cdg=400');
  });
});

describe('where the springs go says how many', () => {
  it.each([
    ['mon capot fait 25 kg, un verin de chaque cote', 2],
    ['plateau de 40 kg leve verticalement, un verin a chaque coin', 4],
  ])('%s → %i springs', (text, count) => {
    expect(readForces(text, false).springCount).toBe(count);
  });

  it('does not override a count given', () => {
    expect(readForces('trois verins, un de chaque cote et un au milieu, 90 kg', false).springCount).toBe(3);
  });
});

describe('a closed length given as a bound', () => {
  it.each([
    ['verin 400 n, longueur fermee 250 mm maximum, course 100', 350],
    ['verin 200 n course 80, ferme il doit faire au plus 200 mm', 280],
  ])('%s → at most %i mm between centres, extended', (text, max) => {
    const lengths = readLengths(text);
    expect(lengths.bounds.extendedLengthMm).toEqual({max});
    expect(lengths.extendedLengthMm).toBeUndefined();
  });

  it('is not a farm: « fermé » is closed', () => {
    expect(extractEntities('Vérin 200 N course 80, fermé il doit faire au plus 200 mm').applications).not.toContain('agricole');
    expect(extractEntities('Vérin pour la trappe du grenier à la ferme').applications).toContain('agricole');
  });
});

describe('« c 150 »: the trade’s shorthand for the stroke', () => {
  it.each([
    ['verin bloquant 400n c 150 chape', 150, 400],
    ['verin 200n c.100 oeillets', 100, 200],
    ['verin c 80 200 n', 80, 200],
  ])('%s → stroke %i mm, %i N', (text, stroke, force) => {
    const entities = extractEntities(text);
    expect(entities.strokeMm).toBe(stroke);
    expect(entities.forceN).toBe(force);
  });

  it('leaves « c est » and a grouped force alone', () => {
    expect(extractEntities('c est pour un coffre, 150 N').strokeMm).toBeUndefined();
    expect(extractEntities('bloc 1 200 N course 100').forceN).toBe(1200);
  });
});

describe('English order and slips', () => {
  it('reads « 100 stroke » as the stroke, not a figure after « course »', () => {
    expect(extractEntities('tension gas spring 400N 100 stroke, eyelets').strokeMm).toBe(100);
    expect(extractEntities('Vérin 300 N, 200 de course').strokeMm).toBe(200);
    expect(extractEntities('verin 500 course 200').strokeMm).toBe(200);
  });

  it('reads « newtonne » as newtons', () => {
    expect(extractEntities('verrin a gas 300 newtonne course 120').forceN).toBe(300);
  });

  it('refuses what « not » and « no need for » govern', () => {
    expect(extractEntities('I want a strut, not stainless, 350 N').material).toBe('acier');
    expect(extractEntities('No need for locking: 500 N gas spring').excluded.features).toContain('blocable');
  });
});

describe('a budget is a price, never a size', () => {
  it.each([
    ['verin 350 n course 150, budget 20 euros max par piece', undefined, 20, false],
    ['10 verins 200 n pour moins de 200 euros', 10, 20, false],
    ['verin 300 n, 25 € ht maximum', undefined, 25, true],
    ['gas strut under 20 euros each', 4, 20, false],
  ])('%s → %s units, %i € each', (text, quantity, perUnit, ht) => {
    expect(readBudget(text, quantity)).toEqual({perUnit, ht});
  });

  it('needs a currency: « 300 N max » and « moins de 200 mm » are no budget', () => {
    expect(readBudget('verin 300 n max, course 100', undefined)).toBeUndefined();
    expect(readBudget('moins de 200 mm entre axes', undefined)).toBeUndefined();
    const entities = extractEntities('Vérin 350 N course 150, budget 20 euros max par pièce');
    expect(entities).toMatchObject({forceN: 350, strokeMm: 150, budget: {perUnit: 20, ht: false}});
    expect(entities.lengthMm ?? entities.extendedLengthMm).toBeUndefined();
  });

  it('says whether the first choice is within it, in the tax the buyer used', () => {
    expect(budgetSentence({perUnit: 20, ht: false}, 18.9, 'fr')).toMatch(/tient dans votre budget/);
    expect(budgetSentence({perUnit: 10, ht: false}, 16.9, 'fr')).toMatch(/Aucun des vérins qui conviennent ne tient/);
    expect(budgetSentence({perUnit: 25, ht: true}, 43.9, 'en')).toMatch(/€36\.58 excl\. VAT/);
  });
});

describe('the ranking with a budget', () => {
  const catalogue = records.map(toCandidate);
  const gas = catalogue.filter((product) => product.productType === 'Vérin à gaz');

  it('keeps the fit first and, among equal fits, those within the budget', () => {
    const entities = extractEntities('vérin 400 N course 100, budget 10 € par pièce');
    const ranking = rankProducts(gas, entities);
    const [top] = ranking.ranked;
    expect(top.missed).toEqual([]);
    expect(top.variant.specs.forceN).toBeGreaterThanOrEqual(320);
    expect(top.variant.specs.strokeMm).toBe(100);
  });

  it('puts an exact fit within the budget before a dearer exact fit', () => {
    const entities = extractEntities('vérin 350 N course 150, budget 20 euros max par pièce');
    const exact = rankProducts(gas, entities).ranked.filter((row) => row.missed.length === 0 && row.inexact.length === 0);
    const within = exact.findIndex((row) => Number(row.variant.price) <= 20);
    const over = exact.findIndex((row) => Number(row.variant.price) > 20);
    expect(within).toBeGreaterThanOrEqual(0);
    if (over >= 0) expect(within).toBeLessThan(over);
  });
});

describe('the mounting hardware and an adapter’s two threads', () => {
  it.each([
    ['auriez-vous un kit de montage pour deux verins de coffre ?', 'kit-fixation'],
    ['je cherche des fixations pour mes verins a oeillets, vis m8', 'kit-fixation'],
    ['do you have a mounting kit for m8 struts?', 'kit-fixation'],
  ] as const)('%s → %s', (text, part) => {
    expect(accessoryNeeded(text, false)).toBe(part);
  });

  it('leaves the lid’s « points de fixation » alone', () => {
    expect(accessoryNeeded('couvercle de 10 kg, les points de fixation sont a 10 cm de la charniere', false)).toBeNull();
  });

  it('picks the adapter variant that joins both threads named', () => {
    const entities = extractEntities('an adapter to go from M8 to M10 on a strut end');
    expect(entities).toMatchObject({part: 'adaptateur', thread: 'M8', threadTo: 'M10'});
    const adapters = records.map(toCandidate).filter((product) => product.title.startsWith('Adaptateur'));
    const [top] = rankProducts(adapters, entities).ranked;
    expect(top.variant.title).toMatch(/M8 vers M10/);
  });
});

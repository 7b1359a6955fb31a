import {describe, expect, it} from 'vitest';
import {extractEntities, hasProductCriteria, mergeEntities} from '../../app/lib/chat/entities.ts';

describe('forces', () => {
  it.each([
    ['un vérin de 300 N', 300],
    ['vérin 300N', 300],
    ['force 150 newtons', 150],
    ['1 200 N', 1200],
    ['2,5 kN', 2500],
    ['50 daN', 500],
    ['entre 200 et 300 N', 250],
    ['de 400 à 600 N', 500],
    ['une force de 350', 350],
  ])('%s → %i N', (text, newtons) => {
    expect(extractEntities(text).forceN).toBe(newtons);
  });

  it.each([
    ['un plateau de 30 kg à soulever', 30, 300],
    ['30kg', 30, 300],
    ['environ 12,5 kilos', 12.5, 125],
    ['vérin hydraulique 10 tonnes', 10000, 100000],
  ])('%s is a mass read at 10 N per kg', (text, kg, newtons) => {
    const entities = extractEntities(text);
    expect(entities.massKg).toBe(kg);
    expect(entities.forceN).toBe(newtons);
  });

  it('reads the mass of a hinged lid as a mass only: the force needs the geometry', () => {
    const entities = extractEntities('un couvercle de 30 kg');
    expect(entities.lidMassKg).toBe(30);
    expect(entities.forceN).toBeUndefined();
  });

  it('does not read a diameter pair followed by a force as one number', () => {
    expect(extractEntities('vérin 15/6 150 N').forceN).toBe(150);
  });

  it('finds no force where there is none', () => {
    expect(extractEntities('vérin 15/6 course 100 mm').forceN).toBeUndefined();
    expect(extractEntities("je n'en sais rien").forceN).toBeUndefined();
  });
});

describe('lengths and diameters', () => {
  it('reads millimetres and centimetres without a role as a length', () => {
    expect(extractEntities('un vérin de 250 mm').lengthMm).toBe(250);
    expect(extractEntities('un vérin de 25 cm').lengthMm).toBe(250);
  });

  it('reads the stroke, with or without a unit', () => {
    expect(extractEntities('course de 100').strokeMm).toBe(100);
    expect(extractEntities('course 150 mm').strokeMm).toBe(150);
    expect(extractEntities('100 mm de course').strokeMm).toBe(100);
    expect(extractEntities('une course de 8 cm').strokeMm).toBe(80);
  });

  it('reads the length between centres', () => {
    const entities = extractEntities('longueur 500 mm, course 200 mm');
    expect(entities.extendedLengthMm).toBe(500);
    expect(entities.strokeMm).toBe(200);
    expect(extractEntities('260 mm entre axes').extendedLengthMm).toBe(260);
  });

  it('adds the stroke to a closed length', () => {
    const entities = extractEntities('25 cm fermé, course de 10 cm');
    expect(entities.strokeMm).toBe(100);
    expect(entities.extendedLengthMm).toBe(350);
  });

  it('reads tube/rod pairs in either order', () => {
    expect(extractEntities('vérin 15/6').bodyDiameterMm).toBe(15);
    expect(extractEntities('vérin 15/6').rodDiameterMm).toBe(6);
    expect(extractEntities('vérin 8/18').bodyDiameterMm).toBe(18);
    expect(extractEntities('vérin 8/18').rodDiameterMm).toBe(8);
  });

  it('reads diameters', () => {
    expect(extractEntities('diamètre 22 mm').bodyDiameterMm).toBe(22);
    expect(extractEntities('Ø 32').bodyDiameterMm).toBe(32);
    expect(extractEntities('alésage 50').bodyDiameterMm).toBe(50);
    expect(extractEntities('tige de 8 mm').rodDiameterMm).toBe(8);
  });

  it('reads an implausible diameter as a length', () => {
    const entities = extractEntities('soufflet pour tige de vérin, 200 mm');
    expect(entities.rodDiameterMm).toBeUndefined();
    expect(entities.lengthMm).toBe(200);
  });

  it('reads the thread', () => {
    expect(extractEntities('rotule M8').thread).toBe('M8');
    expect(extractEntities('chape m14').thread).toBe('M14');
  });
});

describe('fittings, materials, applications, urgency', () => {
  it('reads end fittings', () => {
    expect(extractEntities('avec œillets').fittings).toEqual(['oeillet']);
    expect(extractEntities('à rotules').fittings).toEqual(['rotule']);
    expect(extractEntities('avec chape').fittings).toEqual(['chape']);
  });

  it('reads stainless steel and its grades', () => {
    expect(extractEntities('vérin inox').material).toBe('inox');
    expect(extractEntities('en acier inoxydable').material).toBe('inox');
    expect(extractEntities('inox 316L').material).toBe('inox-316');
    expect(extractEntities('316 L').material).toBe('inox-316');
    expect(extractEntities('inox 304').material).toBe('inox-304');
  });

  it.each([
    ['pour un meuble de salon', 'mobilier'],
    ['pour mon bateau', 'marine'],
    ['pour un lit médicalisé', 'medical'],
    ['sur une machine de production', 'industrie'],
    ['pour le hayon de ma voiture', 'automobile'],
    ['pour mon camping-car', 'camping-car'],
    ['pour un tracteur', 'agricole'],
    ['en boulangerie', 'agroalimentaire'],
  ])('%s → %s', (text, application) => {
    expect(extractEntities(text).applications).toContain(application);
  });

  it('names precise uses', () => {
    expect(extractEntities('Quel vérin pour un coffre de lit ?').subjects.map((s) => s.id)).toContain('lit-coffre');
    expect(extractEntities('trappe de sol de cave').subjects.map((s) => s.id)).toContain('trappe-sol');
  });

  it.each(['c’est urgent', 'il me le faut rapidement', 'livré demain ?'])('%s is urgent', (text) => {
    expect(extractEntities(text).urgent).toBe(true);
  });

  it('is not urgent by default', () => {
    expect(extractEntities('vérin 300 N').urgent).toBe(false);
  });

  it('reads families, locking and traction', () => {
    expect(extractEntities('vérin hydraulique').kinds).toEqual(['hydraulic']);
    expect(extractEntities('amortisseur hydraulique').kinds).toEqual(['damper']);
    expect(extractEntities('amortisseur de hayon').kinds).toEqual(['gas']);
    expect(extractEntities('vérin pneumatique').kinds).toEqual(['pneumatic']);
    expect(extractEntities('vérin blocable').locking).toBe(true);
    expect(extractEntities('vérin de traction').traction).toBe(true);
  });

  it('tells a spare part from a cylinder', () => {
    expect(extractEntities('une chape M14 pour vérin').fittingFirst).toBe(true);
    expect(extractEntities('un vérin à gaz avec chape').fittingFirst).toBe(false);
  });

  it('reads quantities', () => {
    expect(extractEntities('il me faut 10 vérins').quantity).toBe(10);
    expect(extractEntities('une paire de vérins').quantity).toBe(2);
    expect(extractEntities('trois vérins').quantity).toBe(3);
  });

  it('knows when nothing about a product was said', () => {
    expect(hasProductCriteria(extractEntities('Quels sont vos délais ?'))).toBe(false);
    expect(hasProductCriteria(extractEntities('vérin inox'))).toBe(true);
  });
});

describe('mergeEntities', () => {
  it('keeps the earlier request and takes the new values', () => {
    const previous = extractEntities('vérin à gaz inox pour bateau, 150 N');
    const merged = mergeEntities(previous, extractEntities('et en 300 N ?'));
    expect(merged.forceN).toBe(300);
    expect(merged.material).toBe('inox');
    expect(merged.applications).toEqual(['marine']);
    expect(merged.kinds).toEqual(['gas']);
  });

  it('drops a mass replaced by a force', () => {
    const merged = mergeEntities(extractEntities('couvercle de 30 kg'), extractEntities('plutôt 200 N'));
    expect(merged.forceN).toBe(200);
    expect(merged.massKg).toBeUndefined();
  });
});

import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {readForces, readLengths, readOpeningAngle, readSpeed, readTemperature, springCountFrom} from '../../app/lib/chat/measures.ts';

describe('force per spring', () => {
  it.each([
    ['charge totale 1 200 n repartie sur deux verins', 600, 1200],
    ['il me faut 80 dan au total avec deux verins', 400, 800],
    ['trois verins reprennent une charge de 900 n au total, quel modele par verin ?', 300, 900],
    ['un plateau de 60 kg a soulever verticalement avec 2 verins', 300, 600],
  ])('%s → %i N per spring', (text, perSpring, total) => {
    const reading = readForces(text, false);
    expect(reading.forceN).toBe(perSpring);
    expect(reading.forceTotalN).toBe(total);
  });

  it.each([
    ['deux verins de 400 n pour un lit coffre', 400],
    ['pour mon lit coffre il faut 1 000 n chacun', 1000],
    ['je veux changer les deux verins, ils sont marques 1200 n', 1200],
    ['il me faut deux verins de 25 kg chacun', 250],
  ])('%s is each spring’s force: %i N', (text, newtons) => {
    const reading = readForces(text, false);
    expect(reading.forceN).toBe(newtons);
    expect(reading.forceTotalN).toBeUndefined();
  });

  it('reads kgf and daN as forces', () => {
    expect(readForces('verin a gaz de 50 kgf', false).forceN).toBe(500);
    expect(readForces('verin de 45 dan', false).forceN).toBe(450);
  });

  it('does not read « F1 200 N » as 1 200 N', () => {
    expect(readForces('tete rotule m8, f1 200 n, course 100', false).forceN).toBe(200);
  });

  it('gives no force for the mass of a hinged lid, and ignores the mass of a boat or a machine', () => {
    const lid = readForces('mon couvercle pese 24 kg, il sera tenu par 2 verins', true);
    expect(lid).toMatchObject({lidMassKg: 24, springCount: 2});
    expect(lid.forceN).toBeUndefined();
    expect(readForces('machine de 2 tonnes, verins de 600 n', false).forceN).toBe(600);
    expect(readForces('bateau de 3,5 tonnes', false).forceN).toBeUndefined();
  });

  it('counts the springs that share the load', () => {
    expect(springCountFrom('avec 2 verins')).toBe(2);
    expect(springCountFrom('une paire de verins')).toBe(2);
    expect(springCountFrom('un seul verin sur le cote')).toBe(1);
    expect(springCountFrom('il en faut deux')).toBe(2);
    expect(springCountFrom('quatre verins doivent reprendre')).toBe(4);
  });
});

describe('lengths that are not the spring’s', () => {
  it.each([
    'verin inox pour la trappe de pont de mon bateau de 8 m',
    'lit coffre 140 x 190 cm',
    'porte de placard de 60 cm de haut et 18 mm d epaisseur',
    'caisson de 45 cm de large',
    'fixation par un trou de 8 mm',
    'une rotule pour un axe a boule de 13 mm',
    'plateau de table de 1,2 m de long',
  ])('%s', (text) => {
    const lengths = readLengths(text);
    expect(lengths.extendedLengthMm).toBeUndefined();
    expect(lengths.lengthMm).toBeUndefined();
    expect(lengths.strokeMm).toBeUndefined();
  });

  it('keeps a lid’s depth for the force calculator', () => {
    expect(readLengths('couvercle de 80 cm de profondeur').lidDepthMm).toBe(800);
    expect(readLengths('abattant profond de 50 cm').lidDepthMm).toBe(500);
  });

  it('reads the spring’s own sizes, the trade’s way', () => {
    expect(readLengths('entraxe 370, course 150')).toMatchObject({extendedLengthMm: 370, strokeMm: 150});
    expect(readLengths('cote comprimee 270, course 200')).toMatchObject({extendedLengthMm: 470, strokeMm: 200});
    expect(readLengths('un verin a gaz de 20 cm de long').extendedLengthMm).toBe(200);
    expect(readLengths('verin a gaz avec 1 m de course').strokeMm).toBe(1000);
  });

  it('reads bounds as bounds, not targets', () => {
    expect(readLengths('longueur au plus 150 mm sorti').bounds.extendedLengthMm).toEqual({max: 150});
    expect(readLengths('pas plus de 300 mm entre axes').bounds.extendedLengthMm).toEqual({max: 300});
    expect(readLengths('une course de 200 maxi').bounds.strokeMm).toEqual({max: 200});
    expect(readLengths('course de 100 mm minimum').bounds.strokeMm).toEqual({min: 100});
    expect(extractEntities('Au moins 600 N et une course de 200 maxi').bounds.forceN).toEqual({min: 600});
  });
});

describe('temperature', () => {
  it('reads what the spring must stand', () => {
    expect(readTemperature('il doit resister a 200 °c')).toBe(200);
    expect(readTemperature('jusqu a -20 °c dehors')).toBe(-20);
    expect(readTemperature('verin 300 n')).toBeUndefined();
  });
});

// Rules added for decision 027, on examples written for them (not questions of the evaluation sets).
describe('a load measured or shared', () => {
  it('shares a force measured on the part between the springs that hold it', () => {
    expect(readForces('au peson il faut 60 dan pour tenir le volet, on met deux verins', true)).toMatchObject({forceN: 300, forceTotalN: 600});
    expect(readForces('mesure au dynamometre : 1 500 n pour lever le capot, trois verins', false)).toMatchObject({forceN: 500, forceTotalN: 1500});
  });

  it('does not read « un de chaque côté » as a force each', () => {
    expect(readForces('charge de 90 dan, deux verins, un de chaque cote', false)).toMatchObject({forceN: 450, forceTotalN: 900});
  });

  it('reads « chaque vérin doit porter 30 kg » as each spring’s load', () => {
    const reading = readForces('chaque verin doit porter 30 kg, il y en a deux', false);
    expect(reading.forceN).toBe(300);
    expect(reading.forceTotalN).toBeUndefined();
  });
});

describe('numbers that are not spring lengths', () => {
  it('leaves a length longer than any spring to what it measures', () => {
    expect(readLengths('notre fourgon fait 6,8 m, verin course 150').lengthMm).toBeUndefined();
    expect(readLengths('notre fourgon fait 6,8 m, verin course 150').strokeMm).toBe(150);
  });

  it('reads a speed as a speed, never a length', () => {
    expect(readLengths('la navette arrive a 2 m/s').lengthMm).toBeUndefined();
    expect(readSpeed('la navette arrive a 2 m/s')).toBe(2);
    expect(readSpeed('elle roule a 36 km/h')).toBe(10);
    expect(readForces('une navette de 20 kg qui arrive a 2 m/s', false)).toEqual({massKg: 20});
  });

  it('gives a figure to the keyword right after it only when no figure of its own follows', () => {
    expect(readLengths('entraxe 420 mm course 150 mm')).toMatchObject({extendedLengthMm: 420, strokeMm: 150});
    expect(readLengths('il faut 150 mm course')).toMatchObject({strokeMm: 150});
    expect(readLengths('un verin de 400 mm avec 140 de course')).toMatchObject({lengthMm: 400, strokeMm: 140});
  });
});

describe('angles and temperatures', () => {
  it('reads degrees next to an opening as an angle', () => {
    expect(readTemperature('le volet doit s ouvrir a 110°')).toBeUndefined();
    expect(readOpeningAngle('le volet doit s ouvrir a 110°')).toBe(110);
    expect(readOpeningAngle('angle d ouverture 75 degres')).toBe(75);
  });

  it('reads degrees as a temperature with °C, a minus sign or words of heat and cold', () => {
    expect(readTemperature('au-dessus d un four a 180°')).toBe(180);
    expect(readTemperature('chambre froide a -25°')).toBe(-25);
    expect(readTemperature('doit tenir 90 °c')).toBe(90);
    expect(readOpeningAngle('doit tenir 90 °c')).toBeUndefined();
  });
});

describe('lengths read together', () => {
  it('takes the stroke as the extended length less the compressed one', () => {
    expect(readLengths('verin 320 mm ferme, 540 mm ouvert')).toMatchObject({extendedLengthMm: 540, strokeMm: 220});
  });

  it('leaves the size of holes and panels, plural included, to what they measure', () => {
    expect(readLengths('des trous de 10 mm dans les panneaux').lengthMm).toBeUndefined();
  });

  it('reads a mass as a hinged part’s when its depth is given', () => {
    const entities = extractEntities('Plateau de bureau mural, 70 cm de profondeur, 6 kg');
    expect(entities.lidMassKg).toBe(6);
    expect(entities.forceN).toBeUndefined();
    expect(entities.lidDepthMm).toBe(700);
  });
});

describe('datasheet notation', () => {
  it('reads L = length between centres and C or S = stroke', () => {
    expect(readLengths('f1 = 420 n, l = 380, c = 140')).toMatchObject({extendedLengthMm: 380, strokeMm: 140});
    expect(readLengths('s: 90 mm, lg: 250 mm')).toMatchObject({extendedLengthMm: 250, strokeMm: 90});
  });
});

describe('lengths that measure something else', () => {
  it('reads « 5 m de long » as the vehicle’s when no spring is named, a spring’s when one is', () => {
    expect(readLengths('notre camionnette de 5 m de long a un coffre').extendedLengthMm).toBeUndefined();
    expect(readLengths('le transit fait 5 m de long').lengthMm).toBeUndefined();
    expect(readLengths('un verin de 60 cm de long').extendedLengthMm).toBe(600);
  });

  it('does not read a pin or a thickness as a spring length', () => {
    expect(readLengths('verin avec un axe de 8 mm').lengthMm).toBeUndefined();
    expect(readLengths('panneau en 19 mm').lengthMm).toBeUndefined();
  });
});

describe('a section written with a hyphen', () => {
  it('reads « 15-6 » and « 22-10 » as body and rod, as « 15/6 »', () => {
    expect(extractEntities('vérin 15-6 course 100')).toMatchObject({bodyDiameterMm: 15, rodDiameterMm: 6, strokeMm: 100});
    expect(extractEntities('18-8')).toMatchObject({bodyDiameterMm: 18, rodDiameterMm: 8});
  });

  it('keeps the force beside it: « 22-10 600N » is 600 N, not a range up to 10 600 N', () => {
    expect(extractEntities('22-10 600N')).toMatchObject({bodyDiameterMm: 22, rodDiameterMm: 10, forceN: 600});
    expect(extractEntities('vérin 28-12 course 150 400 N')).toMatchObject({bodyDiameterMm: 28, rodDiameterMm: 12, strokeMm: 150, forceN: 400});
  });

  it('reads it spaced, with a dash as phones type it, or before a comma', () => {
    for (const text of ['22 - 10 600N', '22 -10 600N', '22- 10 600N', '22–10 600N', '22−10 600 N', '22-10, 600N']) {
      expect(extractEntities(text), text).toMatchObject({bodyDiameterMm: 22, rodDiameterMm: 10, forceN: 600});
    }
  });

  it('reads « 1.200 N » as French thousands, not 1 N', () => {
    expect(extractEntities('vérin 22-10 de 1.200 N course 200')).toMatchObject({bodyDiameterMm: 22, rodDiameterMm: 10, forceN: 1200, strokeMm: 200});
    expect(extractEntities('1,2 kN')).toMatchObject({forceN: 1200});
    expect(extractEntities('0.500 kN')).toMatchObject({forceN: 500});
  });

  it('leaves ranges, phone numbers and delays alone', () => {
    expect(extractEntities('entre 300-500 N')).toMatchObject({forceN: 400});
    expect(extractEntities('300–500 N')).toMatchObject({forceN: 400});
    expect(extractEntities('entre 300-500 N').bodyDiameterMm).toBeUndefined();
    for (const text of ['06-12-34-56-78', 'de 20-8 mm', 'livraison 2-3 jours', 'course 10-20', '15-6 n']) {
      expect(extractEntities(text).bodyDiameterMm, text).toBeUndefined();
    }
  });
});

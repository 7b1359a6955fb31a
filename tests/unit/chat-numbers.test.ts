import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {digitsForNumberWords, hasInches, hasPounds, metricForImperial, numberFromWords} from '../../app/lib/chat/numbers.ts';

// Numbers as buyers write them (app/lib/chat/numbers.ts). The examples are the module's
// own, not questions of the evaluation sets.
describe('French number words, Belgian and Swiss ones included', () => {
  it.each([
    ['septante', 70],
    ['huitante', 80],
    ['octante', 80],
    ['nonante', 90],
    ['nonante-cinq', 95],
    ['septante et un', 71],
    ['quatre-vingt-dix', 90],
    ['quatre vingts', 80],
    ['soixante-dix-huit', 78],
    ['cent quatre-vingts', 180],
    ['deux cent cinquante', 250],
    ['mille deux cents', 1200],
  ])('%s = %i', (words, value) => {
    expect(numberFromWords(words)).toBe(value);
  });

  it('writes figures in digits, from ten up or before a unit', () => {
    expect(digitsForNumberWords('il faut septante kilos par verin')).toBe('il faut 70 kilos par verin');
    expect(digitsForNumberWords('une charge de huitante dan')).toBe('une charge de 80 dan');
    expect(digitsForNumberWords('cinq kilos a soulever')).toBe('5 kilos a soulever');
    expect(digitsForNumberWords('on en a recu soixante au lieu de cent vingt')).toBe('on en a recu 60 au lieu de 120');
  });

  it('leaves counts and words that are not figures alone', () => {
    expect(digitsForNumberWords('deux verins pour un coffre neuf')).toBe('deux verins pour un coffre neuf');
    expect(digitsForNumberWords('livre sous trois semaines')).toBe('livre sous trois semaines');
  });

  it('reads a Swiss load shared by two springs', () => {
    const entities = extractEntities('Un établi de huitante kilos à lever verticalement avec deux vérins, course 200');
    expect(entities.forceN).toBe(400);
    expect(entities.forceTotalN).toBe(800);
  });
});

describe('imperial units', () => {
  it('reads pounds as a force, or as a mass when they weigh something', () => {
    expect(metricForImperial('a strut rated 50 lbs')).toBe('a strut rated 222 n');
    expect(metricForImperial('the lid weighs 22 lb')).toBe('the lid weighs 10 kg');
  });

  it('reads inches as millimetres, and says the sizes were nominal', () => {
    expect(metricForImperial('6 inch stroke, 15 in. extended')).toBe('152.4 mm stroke, 381 mm extended');
    expect(metricForImperial('a 4 in travel')).toBe('a 101.6 mm travel');
    expect(hasInches('6 inch stroke')).toBe(true);
    expect(hasInches('150 mm stroke, made in france')).toBe(false);
  });

  it('takes an English request in pounds and inches as newtons and millimetres', () => {
    const entities = extractEntities('Gas strut, 45 lbs, 8 inch stroke, ball sockets');
    expect(entities.forceN).toBe(200);
    expect(entities.strokeMm).toBeCloseTo(203.2);
    expect(entities.inches).toBe(true);
    expect(entities.pounds).toBe(true);
  });

  it('does not take a weight in pounds for a force in pounds', () => {
    expect(hasPounds('the lid weighs 30 lbs')).toBe(false);
    expect(hasPounds('rated 30 lbs')).toBe(true);
  });

  it('reads centre to centre as the length between centres', () => {
    expect(extractEntities('strut 300 mm centre to centre, 120 mm stroke').extendedLengthMm).toBe(300);
  });
});

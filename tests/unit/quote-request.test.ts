import {describe, expect, it} from 'vitest';
import {DEFAULT_SELECTION} from '../../app/lib/tools/configurator.ts';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {
  APPLICATION_AREAS,
  clampStep,
  CYLINDER_TYPES,
  EMPTY_QUOTE,
  ENVIRONMENTS,
  fieldErrorsFromServer,
  FREQUENCIES,
  MOUNTING_TYPES,
  QUOTE_MESSAGES,
  QUOTE_STEPS,
  quoteLinkForConfiguration,
  quotePrefill,
  quoteValuesFrom,
  formatTemperature,
  parseTemperature,
  recapValue,
  stepOfField,
  validateQuote,
  validateStepsBefore,
  type QuoteValues,
} from '../../app/lib/quote/quote-request.ts';
import {tooLongMessage} from '../../app/lib/validation.ts';

const values = (overrides: Partial<QuoteValues>): QuoteValues => ({...EMPTY_QUOTE, name: 'Claire Martin', email: 'claire@example.fr', ...overrides});

describe('SPEC.md option lists, in French', () => {
  it('offers every value of SPEC.md with a French label', () => {
    expect(CYLINDER_TYPES.map((c) => [c.value, c.label])).toEqual([
      ['hydraulic', 'Hydraulique'],
      ['pneumatic', 'Pneumatique'],
      ['electric', 'Électrique'],
      ['gas', 'À gaz'],
    ]);
    expect(APPLICATION_AREAS.map((c) => c.value)).toEqual(['industrial', 'medical', 'aerospace', 'automotive', 'furniture', 'marine']);
    expect(MOUNTING_TYPES.map((c) => c.value)).toEqual(['rod-end', 'clevis', 'trunnion', 'foot', 'flange']);
    expect(ENVIRONMENTS.map((c) => c.value)).toEqual(['indoor', 'outdoor', 'underwater', 'explosive', 'corrosive']);
    expect(FREQUENCIES.map((c) => c.value)).toEqual(['rare', 'moderate', 'frequent', 'intensive']);
  });

  it('has four steps: type, dimensions, specifications, contact', () => {
    expect(QUOTE_STEPS.map((s) => s.title)).toEqual(['Type de vérin', 'Dimensions', 'Spécifications', 'Contact']);
    expect(stepOfField('mountingType')).toBe(1);
    expect(stepOfField('email')).toBe(3);
    expect(clampStep('2')).toBe(2);
    expect(clampStep(9)).toBe(3);
    expect(clampStep(-1)).toBe(0);
    expect(clampStep('abc')).toBe(0);
  });
});

describe('validateQuote', () => {
  it('requires the name and the email, with SPEC.md’s messages', () => {
    const result = validateQuote({...EMPTY_QUOTE, name: '  ', email: ''});
    expect(result).toEqual({ok: false, errors: {name: 'Le nom est obligatoire', email: "L'adresse email est obligatoire"}});
    expect(validateQuote(values({email: 'claire@'}))).toEqual({ok: false, errors: {email: 'Adresse email invalide'}});
  });

  it('builds SPEC.md’s Wizard request, numbers as numbers', () => {
    const result = validateQuote(
      values({
        cylinderType: 'hydraulic',
        applicationArea: 'industrial',
        stroke: '150',
        force: '12 500',
        diameter: '40,5',
        mountingType: 'clevis',
        environment: 'outdoor',
        temperature: '−20',
        frequency: 'frequent',
        fluid: ' Huile hydraulique ',
        pressure: '160',
        speed: '0',
        phone: '06 12 34 56 78',
        company: 'Ateliers Martin',
        message: 'Presse de découpe',
      }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        cylinderType: 'hydraulic',
        applicationArea: 'industrial',
        dimensions: {stroke: 150, force: 12_500, diameter: 40.5, mountingType: 'clevis'},
        specifications: {environment: 'outdoor', temperature: {min: -20, max: -20}, frequency: 'frequent', fluid: 'Huile hydraulique', pressure: 160, speed: 0},
        contact: {name: 'Claire Martin', email: 'claire@example.fr', phone: '06 12 34 56 78', company: 'Ateliers Martin', message: 'Presse de découpe'},
      },
    });
  });

  it('leaves what was not given empty: null numbers and choices, empty texts', () => {
    const result = validateQuote(values({}));
    expect(result.ok && result.request.dimensions).toEqual({stroke: null, force: null, diameter: null, mountingType: null});
    expect(result.ok && result.request.cylinderType).toBeNull();
    expect(result.ok && result.request.specifications.fluid).toBe('');
  });

  it('refuses values a list does not offer, text for numbers, and impossible sizes', () => {
    const result = validateQuote(values({cylinderType: 'steam', stroke: 'long', force: '-5', temperature: '-300', phone: 'appelez-moi'}));
    expect(result).toEqual({
      ok: false,
      errors: {
        cylinderType: QUOTE_MESSAGES.choice,
        stroke: QUOTE_MESSAGES.notANumber,
        force: QUOTE_MESSAGES.positive,
        temperature: QUOTE_MESSAGES.temperature,
        phone: 'Numéro de téléphone invalide',
      },
    });
  });

  it('caps the texts', () => {
    const result = validateQuote(values({message: 'a'.repeat(5001)}));
    expect(result).toEqual({ok: false, errors: {message: tooLongMessage(5000)}});
  });
});

describe('temperature: a value or a range (issue 25)', () => {
  it.each([
    ['-20 à +60', {min: -20, max: 60}],
    ['−20 à +60', {min: -20, max: 60}],
    ['-20°C à +60°C', {min: -20, max: 60}],
    ['-20 °C à 60 °C', {min: -20, max: 60}],
    ['de -20 à 60', {min: -20, max: 60}],
    ['entre -20 et +60 °C', {min: -20, max: 60}],
    ['-20/+60', {min: -20, max: 60}],
    ['-20 – 60', {min: -20, max: 60}],
    ['-20-60', {min: -20, max: 60}],
    ['-40 - -10', {min: -40, max: -10}],
    ['-20…80', {min: -20, max: 80}],
    ['5,5 à 40', {min: 5.5, max: 40}],
    ['60', {min: 60, max: 60}],
    ['−20 °C', {min: -20, max: -20}],
    ['  80 degrés ', {min: 80, max: 80}],
  ])('reads « %s »', (typed, range) => {
    expect(parseTemperature(typed)).toEqual(range);
  });

  it('leaves an empty field empty', () => {
    expect(parseTemperature('  ')).toBeNull();
    expect(validateQuote(values({temperature: ''}))).toMatchObject({ok: true, request: {specifications: {temperature: null}}});
  });

  it('says in French what is wrong', () => {
    expect(parseTemperature('froid')).toEqual({error: QUOTE_MESSAGES.temperatureFormat});
    expect(parseTemperature('-20 à')).toEqual({error: QUOTE_MESSAGES.temperatureFormat});
    expect(parseTemperature('20 60')).toEqual({error: QUOTE_MESSAGES.temperatureFormat});
    expect(parseTemperature('-300 à 20')).toEqual({error: QUOTE_MESSAGES.temperature});
    expect(parseTemperature('60 à -20')).toEqual({error: QUOTE_MESSAGES.temperatureOrder});
    expect(validateQuote(values({temperature: '60 à -20'}))).toEqual({ok: false, errors: {temperature: QUOTE_MESSAGES.temperatureOrder}});
  });

  it('sends the range to the inbox and shows it in French', () => {
    expect(validateQuote(values({temperature: '-20 à +60'}))).toMatchObject({ok: true, request: {specifications: {temperature: {min: -20, max: 60}}}});
    expect(normalizeSpaces(formatTemperature({min: -20, max: 60}))).toBe('\u221220 à +60 °C');
    expect(normalizeSpaces(formatTemperature({min: 0, max: 5.5}))).toBe('0 à +5,5 °C');
    expect(normalizeSpaces(formatTemperature({min: 80, max: 80}))).toBe('80 °C');
    expect(normalizeSpaces(recapValue('temperature', ' -20 à 60 '))).toBe('\u221220 à +60 °C');
    expect(recapValue('environment', 'outdoor')).toBe('Extérieur');
  });
});

describe('checking a step when leaving it', () => {
  const wrong = {stroke: 'long', temperature: 'froid', name: '', email: ''};

  it('checks the steps left behind, never the ones ahead', () => {
    expect(validateStepsBefore(values(wrong), 0)).toEqual({});
    expect(validateStepsBefore(values(wrong), 1)).toEqual({});
    expect(validateStepsBefore(values(wrong), 2)).toEqual({stroke: QUOTE_MESSAGES.notANumber});
    expect(validateStepsBefore(values(wrong), 3)).toEqual({stroke: QUOTE_MESSAGES.notANumber, temperature: QUOTE_MESSAGES.temperatureFormat});
  });

  it('leaves name and email to the submit', () => {
    expect(validateStepsBefore(values({name: '', email: ''}), 3)).toEqual({});
    expect(validateQuote(values({name: '', email: ''})).ok).toBe(false);
  });
});

describe('form values', () => {
  it('reads a submission, ignoring unknown fields', () => {
    const form = new FormData();
    form.set('name', 'Léa');
    form.set('stroke', '80');
    form.set('intent', 'submit');
    expect(quoteValuesFrom(form)).toEqual({...EMPTY_QUOTE, name: 'Léa', stroke: '80'});
    expect(quoteValuesFrom({force: 60, evil: 'x'})).toEqual({...EMPTY_QUOTE, force: '60'});
  });

  it('maps the inbox’s field errors back to the form', () => {
    expect(fieldErrorsFromServer({'contact.email': 'Adresse refusée', stroke: 'Trop long', other: 'x', name: 3})).toEqual({
      email: 'Adresse refusée',
      stroke: 'Trop long',
    });
    expect(fieldErrorsFromServer(null)).toEqual({});
  });
});

describe('from the configurator', () => {
  it('prefills a gas cylinder with the configuration and its reference', () => {
    const link = quoteLinkForConfiguration({...DEFAULT_SELECTION, type: 'stainless', chape: 'threaded', diametre: 10, longueur: 150, course: 50, force: 100});
    const url = new URL(link, 'https://example.fr');
    expect(url.pathname).toBe('/verin-sur-mesure');
    const prefill = quotePrefill(url.searchParams);
    expect(prefill).toMatchObject({cylinderType: 'gas', diameter: '10', stroke: '50', force: '100', mountingType: 'clevis'});
    // 25 + 20 + 22.5 + 10 + 10 = 87.50; × 1.4 = 122.50; + 8 = 130.50
    expect(normalizeSpaces(prefill.message ?? '')).toBe(
      'Configuration VGI-F-10x150x50-100N : vérin à gaz inox, chape filetée, tige Ø 10 mm, longueur 150 mm, course 50 mm, force 100 N. Prix estimé : 130,50 € TTC.',
    );
  });

  it('takes from a link only the values the lists offer', () => {
    expect(quotePrefill(new URLSearchParams('cylinderType=steam&mountingType=clevis&stroke=20&name='))).toEqual({
      mountingType: 'clevis',
      stroke: '20',
    });
  });
});

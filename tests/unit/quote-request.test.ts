import {describe, expect, it} from 'vitest';
import {validateQuoteRequest} from '../../app/lib/quote-request.ts';

describe('validateQuoteRequest', () => {
  it('accepts a nested JSON request and a flat form alike', () => {
    const nested = validateQuoteRequest({
      cylinderType: 'hydraulic',
      applicationArea: 'aerospace',
      dimensions: {stroke: 200, force: '5 kN', diameter: '', mountingType: 'trunnion'},
      specifications: {environment: 'outdoor', frequency: 'intensive'},
      contact: {name: ' Inès ', email: 'ines@example.fr'},
    });
    expect(nested.ok).toBe(true);
    if (!nested.ok) return;
    expect(nested.data.dimensions).toEqual({stroke: '200', force: '5 kN', diameter: '', mountingType: 'trunnion'});
    expect(nested.data.contact.name).toBe('Inès');
    expect(nested.data.specifications.temperature).toBe('');

    const form = new FormData();
    form.set('cylinderType', 'gas');
    form.set('contact.name', 'Inès');
    form.set('contact.email', 'ines@example.fr');
    form.set('dimensions.mountingType', 'flange');
    const flat = validateQuoteRequest(form);
    expect(flat.ok && flat.data.dimensions.mountingType).toBe('flange');
  });

  it('leaves options unset when not chosen, and requires the contact name and email', () => {
    const result = validateQuoteRequest({});
    expect(result).toEqual({ok: false, errors: {'contact.name': 'Nom requis', 'contact.email': 'Email requis'}});
  });

  it('refuses values outside the SPEC.md lists and oversized texts', () => {
    const result = validateQuoteRequest({
      cylinderType: 'electrique',
      applicationArea: 'toString',
      specifications: {environment: 'space', frequency: 'daily', fluid: 'h'.repeat(101)},
      contact: {name: 'A', email: 'a@b.fr', phone: 'abc'},
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      cylinderType: 'Choix non valide',
      applicationArea: 'Choix non valide',
      'specifications.environment': 'Choix non valide',
      'specifications.frequency': 'Choix non valide',
      'specifications.fluid': 'Ce champ est trop long (100 caractères maximum)',
      'contact.phone': 'Numéro de téléphone invalide',
    });
  });
});

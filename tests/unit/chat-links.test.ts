import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {calculatorLink, customRequestLink} from '../../app/lib/chat/links.ts';
import {lidValuesFrom} from '../../app/lib/tools/force/form.ts';
import {quotePrefill} from '../../app/lib/quote/quote-request.ts';

function params(link: string): URLSearchParams {
  return new URL(link, 'https://boutique.invalid').searchParams;
}

describe('links prefilled with what the buyer said', () => {
  it('opens the force calculator with the mass, the springs and the lid depth, as its form reads them', () => {
    const link = calculatorLink(extractEntities('Ma trappe de cave fait 40 kg et 90 cm de profondeur, je compte mettre deux vérins'));
    expect(link).toBe('/configurateur-verin?masse=40&verins=2&profondeur=900#calculateur-force');
    expect(lidValuesFrom(params(link))).toMatchObject({masse: '40', verins: '2', profondeur: '900'});
  });

  it('opens the made-to-measure request with the parameters its form accepts', () => {
    const message = 'Vérin de traction inox 316L de 2000 N, chapes, course 300, pour un bateau';
    const link = customRequestLink(extractEntities(message), message);
    expect(link.startsWith('/verin-sur-mesure?')).toBe(true);
    expect(quotePrefill(params(link))).toEqual({
      cylinderType: 'gas',
      applicationArea: 'marine',
      stroke: '300',
      force: '2000',
      mountingType: 'clevis',
      environment: 'corrosive',
      message,
    });
  });

  it('names the family and the conditions the range cannot meet', () => {
    const electric = params(customRequestLink(extractEntities('Vérin électrique 24 V course 300'), 'x'));
    expect(electric.get('cylinderType')).toBe('electric');
    const atex = params(customRequestLink(extractEntities('Vérin à gaz ATEX 500 N, doit résister à 200 °C'), 'x'));
    expect(atex.get('environment')).toBe('explosive');
    expect(atex.get('temperature')).toBe('200');
  });
});

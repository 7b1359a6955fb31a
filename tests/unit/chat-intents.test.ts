import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {detectIntents, primaryIntent} from '../../app/lib/chat/intents.ts';

function intentOf(text: string) {
  const entities = extractEntities(text);
  return primaryIntent(detectIntents(text, entities), entities);
}

describe('primaryIntent', () => {
  it.each([
    ['Quels sont les délais de livraison ?', 'delivery'],
    ['Vous livrez en combien de temps ?', 'delivery'],
    ['Comment faire un retour ?', 'returns'],
    ['Je veux me faire rembourser', 'returns'],
    ['Quelle est la durée de garantie ?', 'warranty'],
    ['Les prix sont HT ou TTC ?', 'price'],
    ['Avez-vous des remises sur quantité ?', 'price'],
    ['Est-ce disponible en stock ?', 'stock'],
    ['Je peux payer par virement ?', 'payment'],
    ['Comment monter un vérin à gaz ?', 'installation'],
    ['Où est votre configurateur ?', 'configurator'],
    ['Pouvez-vous faire un vérin sur mesure ?', 'custom'],
    ['Comment calculer la force de mon vérin ?', 'force-help'],
    ['Je voudrais parler à un conseiller', 'human'],
    ['Quel est votre numéro de téléphone ?', 'human'],
    ['Bonjour', 'greeting'],
    ['Merci beaucoup !', 'thanks'],
    ['Je cherche un vérin inox pour bateau', 'product'],
    ['vérin 15/6 300 N', 'product'],
  ])('%s → %s', (text, intent) => {
    expect(intentOf(text)).toBe(intent);
  });

  it('hands over what it does not understand', () => {
    expect(intentOf('Quel temps fera-t-il demain ?')).toBe('human');
  });

  it('keeps stock and price questions about a described product as product requests', () => {
    expect(intentOf('Le vérin 15/6 course 100 en 200 N est-il en stock ?')).toBe('product');
  });

  it('reads several questions at once', () => {
    const text = 'Quel est le délai de livraison et la garantie ?';
    expect(detectIntents(text, extractEntities(text)).info).toEqual(['delivery', 'warranty']);
  });

  it('notices a question about the product on the page', () => {
    const text = 'Ce vérin existe en 300 N ?';
    expect(detectIntents(text, extractEntities(text)).aboutCurrentProduct).toBe(true);
  });

  it('does not take a force given with the product for a question about forces', () => {
    const text = 'Quelle force ? 300 N pour mon coffre';
    expect(detectIntents(text, extractEntities(text)).info).not.toContain('force-help');
  });
});

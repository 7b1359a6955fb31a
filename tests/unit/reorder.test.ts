import {describe, expect, it} from 'vitest';
import {planReorder, reorderNote, type VariantNow} from '../../app/lib/account/reorder.ts';

const variant = (id: string, availableForSale = true, quantityAvailable: number | null = null): [string, VariantNow] => [
  id,
  {id, availableForSale, quantityAvailable},
];

describe('« Commander à nouveau » (issue 23)', () => {
  it('puts back the lines still on sale, with their quantities, and names the others', () => {
    const plan = planReorder(
      [
        {title: 'Vérin A', variantId: 'gid://shopify/ProductVariant/1', quantity: 2},
        {title: 'Vérin B', variantId: 'gid://shopify/ProductVariant/2', quantity: 1},
        {title: 'Vérin C', variantId: null, quantity: 1},
        {title: 'Vérin D', variantId: 'gid://shopify/ProductVariant/4', quantity: 3},
      ],
      new Map([variant('gid://shopify/ProductVariant/1'), variant('gid://shopify/ProductVariant/2', false), variant('gid://shopify/ProductVariant/4', true, 0)]),
    );
    expect(plan.lines).toEqual([{merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 2}]);
    expect(plan.added).toEqual(['Vérin A']);
    expect(plan.unavailable).toEqual(['Vérin B', 'Vérin C', 'Vérin D']);
  });

  it('adds the same variant once, capped to the stock the shop tells', () => {
    const plan = planReorder(
      [
        {title: 'Vérin A', variantId: 'v1', quantity: 4},
        {title: 'Vérin A', variantId: 'v1', quantity: 3},
      ],
      new Map([variant('v1', true, 5)]),
    );
    expect(plan.lines).toEqual([{merchandiseId: 'v1', quantity: 5}]);
    expect(plan.added).toEqual(['Vérin A']);
  });

  it('says in French what was added and what was not', () => {
    expect(reorderNote({added: ['A', 'B'], unavailable: []})).toEqual({title: '2 articles de la commande ajoutés au panier', variant: 'success'});
    expect(reorderNote({added: ['A'], unavailable: ['B']})).toEqual({
      title: '1 article de la commande ajouté au panier',
      description: 'Non ajouté, car plus disponible : « B ».',
      variant: 'info',
    });
    const none = reorderNote({added: [], unavailable: ['B', 'C']});
    expect(none.variant).toBe('error');
    expect(none.title).toBe('Aucun article de cette commande n’est disponible aujourd’hui.');
    expect(none.description).toBe('Plus disponible : « B », « C ».');
  });
});

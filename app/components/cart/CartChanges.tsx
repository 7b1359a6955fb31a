import {createContext, useContext, useState, type Dispatch, type SetStateAction} from 'react';
import {useFetchers} from 'react-router';
import {CartForm} from '@shopify/hydrogen';
import {addedQuantity, optimisticTotalQuantity, type OptimisticSourceCart, type QuantityOverrides} from '~/lib/cart/optimistic';

type OverridesState = [QuantityOverrides, Dispatch<SetStateAction<QuantityOverrides>>];

const CartOverridesContext = createContext<OverridesState | null>(null);

/**
 * Holds the cart page's pending line quantities above the header, so that the badge
 * counts them as soon as the shopper clicks, like the page does.
 */
export function CartChangesProvider({children}: {children: React.ReactNode}) {
  const state = useState<QuantityOverrides>({});
  return <CartOverridesContext.Provider value={state}>{children}</CartOverridesContext.Provider>;
}

/** The pending line quantities (the cart page writes them, the badge reads them). */
export function useCartOverrides(): OverridesState {
  const shared = useContext(CartOverridesContext);
  const local = useState<QuantityOverrides>({});
  return shared ?? local;
}

/**
 * The header badge's count: the shop's cart, the cart page's pending quantities and the
 * adds on their way from any page (product cards, product page, favourites, chat), read
 * from the fetchers that post them as Hydrogen's `useOptimisticCart` does.
 */
export function useCartBadgeCount(cart: Pick<OptimisticSourceCart, 'totalQuantity' | 'lines'> | null): number {
  const [overrides] = useCartOverrides();
  const fetchers = useFetchers();
  let adding = 0;
  for (const fetcher of fetchers) {
    const formData = fetcher.formData;
    if (!formData?.has(CartForm.INPUT_NAME)) continue;
    try {
      const {action, inputs} = CartForm.getFormInput(formData);
      if (action === CartForm.ACTIONS.LinesAdd) adding += addedQuantity(inputs.lines, formData.get('quantity'));
    } catch {
      // Not a cart form we can read: it counts when the shop answers.
    }
  }
  return (cart ? optimisticTotalQuantity(cart, overrides) : 0) + adding;
}

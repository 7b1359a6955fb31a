import {useEffect, type RefObject} from 'react';

/**
 * A controlled field typed in before React hydrated the page (the scripts still coming on a slow
 * link, decision 086's findings): React keeps the typed text in the field when it hydrates,
 * but its state still holds the server's value, and the next render would put that back (a
 * quantity of 3 typed, 1 added to the cart). Once hydrated, the field's text is adopted.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string, adopt: (typed: string) => void) {
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) adopt(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page is hydrated
  }, []);
}

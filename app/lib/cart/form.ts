import {CartForm} from '@shopify/hydrogen';

type CartFormInput = ReturnType<typeof CartForm.getFormInput>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isLineArray = (value: unknown, key: 'merchandiseId' | 'id'): boolean =>
  Array.isArray(value) && value.every((line) => isRecord(line) && typeof line[key] === 'string');

/**
 * Hydrogen's CartForm.getFormInput, for a form from anywhere: null when its JSON is
 * unreadable or the inputs of its action do not have the shape the cart handler needs
 * (any extra form field can replace an input, e.g. `lines=x`).
 */
export function readCartForm(formData: FormData): CartFormInput | null {
  let parsed: CartFormInput;
  try {
    parsed = CartForm.getFormInput(formData);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.action !== 'string' || !isRecord(parsed.inputs)) return null;
  const {inputs} = parsed as {inputs: Record<string, unknown>};
  const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
  switch (parsed.action as string) {
    case CartForm.ACTIONS.LinesAdd:
      return isLineArray(inputs.lines, 'merchandiseId') ? parsed : null;
    case CartForm.ACTIONS.LinesUpdate:
      return isLineArray(inputs.lines, 'id') ? parsed : null;
    case CartForm.ACTIONS.LinesRemove:
      return isStringArray(inputs.lineIds) ? parsed : null;
    case CartForm.ACTIONS.DiscountCodesUpdate:
      return optional(inputs.discountCodes, Array.isArray) ? parsed : null;
    case CartForm.ACTIONS.GiftCardCodesRemove:
      return isStringArray(inputs.giftCardCodes) ? parsed : null;
    default:
      return parsed;
  }
}

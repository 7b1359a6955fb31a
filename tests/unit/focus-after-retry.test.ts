import {describe, expect, it} from 'vitest';
import {afterRetry, type PendingRetry} from '~/components/useFocusAfterRetry';

const FAILED = {panelFailed: true};
const DATA = {filters: []};

/** Runs the rule over the answers drawn one after the other, from a retry made on `from`. */
function focusesAt(from: unknown, answers: unknown[]): number[] {
  let pending: PendingRetry | null = {from, emptied: false};
  const focused: number[] = [];
  answers.forEach((answer, index) => {
    const next = afterRetry(pending, answer);
    pending = next.pending;
    if (next.focus) focused.push(index);
  });
  return focused;
}

describe('the focus after « Réessayer »', () => {
  it('goes to the region when the content comes after a loading state', () => {
    expect(focusesAt(FAILED, [null, DATA])).toEqual([1]);
  });

  it('goes to the region when the content replaces the failure with no loading state drawn (a quick answer)', () => {
    expect(focusesAt(FAILED, [DATA])).toEqual([0]);
  });

  it('goes to the region when the same failure comes back after a loading state (its button was gone)', () => {
    expect(focusesAt(FAILED, [null, FAILED])).toEqual([1]);
  });

  it('stays on the button while the same failure is drawn and nothing was replaced', () => {
    expect(focusesAt(FAILED, [FAILED, FAILED])).toEqual([]);
  });

  it('happens once: later answers do not take the keyboard away', () => {
    expect(focusesAt(FAILED, [null, DATA, null, {filters: [1]}])).toEqual([1]);
  });

  it('never happens without a retry', () => {
    expect(afterRetry(null, DATA)).toEqual({pending: null, focus: false});
  });
});

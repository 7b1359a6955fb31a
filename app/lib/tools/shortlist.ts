// What the tools' page sends the browser: not the whole range (2,000 variants) but the
// springs it will show for the state in the URL — the force calculator's ranked products
// (all their forces, so the browser can round to a stocked force and recompute as the
// shopper types), the configurator's matches, a compared spring named by a shared link —
// and the brackets of those springs. The ranking itself ran on the whole range, on the server.

import {findForConfiguration, type AccessoryVariant, type SpringCandidate} from './spring-match.ts';
import {bracketFor, recommendForLid} from './force/recommend.ts';
import {parseLidValues} from './force/form.ts';
import {candidateKey} from './force/result.ts';
import type {PageState} from './configurator-url.ts';

export interface ToolShortlist {
  candidates: SpringCandidate[];
  accessories: AccessoryVariant[];
}

export function toolShortlist(
  state: Pick<PageState, 'selection' | 'found' | 'lid' | 'compare'>,
  springs: readonly SpringCandidate[],
  accessories: readonly AccessoryVariant[],
): ToolShortlist {
  const handles = new Set<string>();
  const parsed = parseLidValues(state.lid);
  if (parsed.ok) for (const ranked of recommendForLid(parsed.input, springs, accessories).ranked) handles.add(ranked.candidate.handle);
  // Both materials: switching steel and stainless then re-ranks in the browser at once,
  // with the same result the server will send (no list that changes under the pointer).
  if (state.found) {
    for (const type of ['steel', 'stainless'] as const) {
      for (const match of findForConfiguration({...state.selection, type}, springs)) handles.add(match.candidate.handle);
    }
  }
  const candidates = springs.filter((spring) => handles.has(spring.handle) || (state.compare !== '' && candidateKey(spring) === state.compare));
  const brackets = new Map<string, AccessoryVariant>();
  for (const candidate of candidates) {
    const bracket = bracketFor(candidate, accessories);
    if (bracket) brackets.set(bracket.variantId, bracket);
  }
  return {candidates, accessories: [...brackets.values()]};
}

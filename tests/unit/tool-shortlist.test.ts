import {describe, expect, it} from 'vitest';
import {DEFAULT_SELECTION} from '../../app/lib/tools/configurator.ts';
import {findForConfiguration} from '../../app/lib/tools/spring-match.ts';
import {lidValuesFrom, parseLidValues} from '../../app/lib/tools/force/form.ts';
import {recommendForLid} from '../../app/lib/tools/force/recommend.ts';
import {toolShortlist} from '../../app/lib/tools/shortlist.ts';
import {RANGE_ACCESSORIES, RANGE_SPRINGS} from './tool-range-fixture.ts';

describe('what the tools page sends the browser', () => {
  const lid = lidValuesFrom(new URLSearchParams('masse=6&profondeur=400&inclinaison=-90&couvercle_decalage=20&cadre_x=300&cadre_y=100&angle=100'));
  const state = {selection: DEFAULT_SELECTION, found: true, lid, compare: ''};
  const shortlist = toolShortlist(state, RANGE_SPRINGS, RANGE_ACCESSORIES);

  it('is a small part of the range', () => {
    expect(RANGE_SPRINGS.length).toBeGreaterThan(1500);
    expect(shortlist.candidates.length).toBeLessThan(300);
  });

  it('ranks to the same recommendation in the browser as on the whole range', () => {
    const parsed = parseLidValues(lid);
    if (!parsed.ok) throw new Error('invalid lid');
    const whole = recommendForLid(parsed.input, RANGE_SPRINGS, RANGE_ACCESSORIES);
    const browser = recommendForLid(parsed.input, shortlist.candidates, shortlist.accessories);
    expect(browser.kit).toEqual(whole.kit);
    expect(browser.ranked.map((r) => r.candidate.variantId)).toEqual(whole.ranked.map((r) => r.candidate.variantId));
  });

  it('holds the configurator matches for steel and for stainless', () => {
    for (const type of ['steel', 'stainless'] as const) {
      const whole = findForConfiguration({...DEFAULT_SELECTION, type}, RANGE_SPRINGS).map((m) => m.candidate.variantId);
      const browser = findForConfiguration({...DEFAULT_SELECTION, type}, shortlist.candidates).map((m) => m.candidate.variantId);
      expect(browser).toEqual(whole);
    }
  });
});

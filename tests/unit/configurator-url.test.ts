import {describe, expect, it} from 'vitest';
import {configuredSpring, pageSearch, pageState} from '../../app/lib/tools/configurator-url.ts';
import {DEFAULT_LID_VALUES} from '../../app/lib/tools/force/form.ts';

describe('the configurator page state in its URL', () => {
  it('reads a configuration, Trouver and the compared spring, and writes them back', () => {
    const state = pageState(new URLSearchParams('type=stainless&chape=metal&diametre=8&longueur=250&course=100&force=300&trouver=1&comparer=x'));
    expect(state.found).toBe(true);
    expect(state.compare).toBe('x');
    const again = pageState(new URLSearchParams(pageSearch(state).slice(1)));
    expect(again.selection).toEqual(state.selection);
    expect(again.found).toBe(true);
    expect(again.compare).toBe('x');
  });

  it('writes the calculator only where it differs from its defaults', () => {
    const state = pageState(new URLSearchParams());
    expect(state.lid).toEqual(DEFAULT_LID_VALUES);
    const search = new URLSearchParams(pageSearch(state).slice(1));
    expect([...search.keys()]).toEqual(['type', 'chape', 'diametre', 'longueur', 'course', 'force']);
  });

  it('describes the configured spring for the calculator', () => {
    const {selection} = pageState(new URLSearchParams('force=300&course=100'));
    const spring = configuredSpring(selection);
    expect(spring.label).toMatch(/^Votre configuration /);
    expect(spring.spring).toMatchObject({forceN: selection.force, strokeMm: selection.course, extendedLengthMm: selection.longueur});
  });
});

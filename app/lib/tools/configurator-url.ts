// The configurator page's state in its URL (/configurateur-verin?type=…&force=…): the
// configuration, 'Trouver', the force calculator's values and the compared spring. The
// server and the browser read the same URL, so a configuration can be shared and the page
// works without JavaScript.

import {DEFAULT_LID_VALUES, lidParams, lidValuesFrom, type LidValues} from '~/lib/tools/force/form';
import {DEFAULT_PROGRESSION} from '~/lib/tools/force/calculator';
import type {ConfiguredSpring} from '~/lib/tools/force/result';
import {normalizeSelection, referenceCode, type ConfiguratorSelection} from '~/lib/tools/configurator';

/** What the URL says: the configuration (made valid, with what was changed), the calculator's values. */
export function pageState(params: URLSearchParams) {
  const {selection, adjustments} = normalizeSelection(params);
  return {
    selection,
    adjustments,
    found: params.get('trouver') === '1',
    lid: lidValuesFrom(params),
    compare: params.get('comparer') ?? '',
  };
}

export type PageState = ReturnType<typeof pageState>;

export function selectionParams(selection: ConfiguratorSelection): [string, string][] {
  return [
    ['type', selection.type],
    ['chape', selection.chape],
    ['diametre', String(selection.diametre)],
    ['longueur', String(selection.longueur)],
    ['course', String(selection.course)],
    ['force', String(selection.force)],
  ];
}

/** The page's URL query: the configuration always, the calculator only where it differs from the defaults. */
export function pageSearch(state: {selection: ConfiguratorSelection; found: boolean; lid: LidValues; compare: string}): string {
  const params = new URLSearchParams(selectionParams(state.selection));
  if (state.found) params.set('trouver', '1');
  for (const [name, value] of lidParams(state.lid)) {
    if (value !== DEFAULT_LID_VALUES[name as keyof LidValues]) params.set(name, value);
  }
  if (state.compare) params.set('comparer', state.compare);
  return `?${params.toString()}`;
}

/** The configured spring, for the force calculator's comparison (progression: the usual 1.3). */
export function configuredSpring(selection: ConfiguratorSelection): ConfiguredSpring {
  return {
    label: `Votre configuration ${referenceCode(selection)}`,
    spring: {
      forceN: selection.force,
      progression: DEFAULT_PROGRESSION,
      strokeMm: selection.course,
      extendedLengthMm: selection.longueur,
    },
  };
}


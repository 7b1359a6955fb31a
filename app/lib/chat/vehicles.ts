// « Vérins de hayon pour Peugeot 308 de 2015 », « tailgate struts for a 2012 Ford Focus »:
// a vehicle's springs are made for it (force, lengths and ends differ between models and
// even trims), so the specialist does not guess from the model's name. He asks for what is
// printed on the spring and what it measures, and hands the replacement finder.

import {REPLACEMENT_FINDER_PATH, type Answer} from './answers.ts';
import type {Language} from './language.ts';
import {hasAnyPhrase} from './text.ts';

/** Makes of cars, vans and motorhomes buyers name (normalised; ambiguous words left out). */
const VEHICLE_MAKES = [
  'renault', 'peugeot', 'citroen', 'dacia', 'ford', 'volkswagen', 'vw', 'opel', 'fiat', 'toyota', 'nissan', 'bmw', 'audi',
  'mercedes', 'mercedes-benz', 'skoda', 'seat', 'kia', 'hyundai', 'volvo', 'mazda', 'honda', 'suzuki', 'mitsubishi',
  'land rover', 'range rover', 'jeep', 'tesla', 'iveco', 'alfa romeo', 'lancia', 'porsche', 'jaguar', 'subaru',
  'chevrolet', 'lexus', 'saab', 'cupra', 'hymer', 'burstner', 'dethleffs', 'knaus', 'chausson', 'adria', 'trigano',
];

/** The make named, if any: 'ford'. */
export function vehicleMake(normalized: string): string | null {
  return VEHICLE_MAKES.find((make) => hasAnyPhrase(normalized, [make])) ?? null;
}

/** What to read and measure on a vehicle's spring, and the finder. */
export function vehicleAnswer(make: string, language: Language): Answer {
  const name = make.replace(/(^|[\s-])\p{L}/gu, (letter) => letter.toUpperCase());
  if (language === 'en') {
    return {
      text:
        `Gas springs are specific to each vehicle (${name} included), sometimes to each trim, so I will not guess from the model. ` +
        `Please read on your old spring the force printed on its body (for example “540N”), and measure its extended length ` +
        `between the centres of the end fittings, its stroke (or its compressed length) and the type of end fittings. ` +
        `Our “Replace my spring” tool shows how to measure them and lists the equivalents. Replace both springs together.`,
      actions: [{label: 'Replace my spring', action: 'link', value: REPLACEMENT_FINDER_PATH}],
    };
  }
  return {
    text:
      `Les vérins d’un véhicule lui sont propres (${name} compris), parfois même selon la finition : je ne devine pas d’après ` +
      `le modèle. Relevez sur votre vérin la force imprimée sur le corps (par exemple « 540N »), et mesurez sa longueur entre axes ` +
      `vérin sorti (centre à centre des embouts), sa course (ou sa longueur vérin fermé) et le type d’embouts. Notre outil ` +
      `« Remplacer mon vérin » explique comment les mesurer et propose les équivalents. Changez les deux vérins ensemble.`,
    actions: [{label: 'Remplacer mon vérin', action: 'link', value: REPLACEMENT_FINDER_PATH}],
  };
}

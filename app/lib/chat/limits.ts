// Requests no spring of the range may meet. By nature: an electric actuator (a gas spring
// cannot be driven). Safely: an explosive atmosphere (ATEX) or a
// temperature outside every spring's rating (their `temp_min_c` / `temp_max_c`); a gas
// spring holds nitrogen under high pressure, and uncertified in a zone or beyond its
// seals' temperatures it is a hazard, so the specialist proposes none of them, not even
// « the closest »: he offers a made-to-measure study, prefilled, and a person to talk it
// over. Physically: a stroke too long for the length given (fit.ts) is said impossible,
// with what the length allows and how to measure again.

import {contactActions, contactSentence, QUOTE_HOURS, REPLACEMENT_FINDER_PATH} from './answers.ts';
import type {ChatEntities} from './entities.ts';
import type {Language} from './language.ts';
import {customRequestLink} from './links.ts';
import {GAS_SPRING_MIN_DEAD_LENGTH_MM, STANDARD_TEMPERATURE_C} from './constants.ts';
import {impossibleGeometry, longestStrokeFor} from './fit.ts';
import type {Ranking} from './ranking.ts';
import type {ChatReply} from './types.ts';

/** The temperatures the retrieved springs are rated for, from their datasheets. */
export function ratedTemperatures(ranking: Ranking): {min: number; max: number} {
  const specs = ranking.ranked.map((row) => row.variant.specs);
  if (specs.length === 0) return STANDARD_TEMPERATURE_C;
  return {
    min: Math.min(...specs.map((spec) => spec.tempMinC ?? STANDARD_TEMPERATURE_C.min)),
    max: Math.max(...specs.map((spec) => spec.tempMaxC ?? STANDARD_TEMPERATURE_C.max)),
  };
}

/** True when the best candidate cannot stand the temperature asked: then none can. */
export function beyondRatedTemperature(ranking: Ranking, entities: ChatEntities): boolean {
  const [top] = ranking.ranked;
  return entities.temperatureC !== undefined && top !== undefined && top.missed.includes('temperature');
}

export function outsideRangeReply(entities: ChatEntities, message: string, language: Language, rated?: {min: number; max: number}): ChatReply {
  const link = customRequestLink(entities, message);
  const atex = entities.atex;
  const electric = !atex && entities.electric;
  const temperature = entities.temperatureC;
  let why: string;
  if (language === 'en') {
    why = atex
      ? 'Our gas springs are not ATEX-certified: an uncertified spring must not be fitted in an explosive atmosphere, for safety reasons, so I do not suggest any of them.'
      : electric
        ? 'We do not sell electric actuators: our gas springs balance a load without a motor, and our pneumatic and hydraulic cylinders need an air or oil supply.'
        : `None of our gas springs is rated for ${temperature} °C (ours work from ${rated?.min ?? STANDARD_TEMPERATURE_C.min} to ${rated?.max ?? STANDARD_TEMPERATURE_C.max} °C): beyond that the gas pressure and the seals no longer hold and the spring becomes unsafe, so I do not suggest any of them.`;
    return {
      message: `${why} We can study a made-to-measure solution (quote within ${QUOTE_HOURS} h, your request already filled in), or an adviser can discuss it with you: ${contactSentence('en')}`,
      products: [],
      suggestedActions: [{label: 'Made-to-measure request', action: 'link', value: link}, ...contactActions('en').slice(0, 2)],
      needsHumanAssistance: false,
    };
  }
  why = atex
    ? 'Nos vérins à gaz ne sont pas certifiés ATEX : un vérin non certifié ne doit pas être monté en atmosphère explosive, c’est une question de sécurité, je ne vous en propose donc aucun.'
    : electric
      ? 'Nous ne vendons pas de vérins électriques : nos vérins à gaz équilibrent une charge sans moteur, et nos vérins pneumatiques et hydrauliques demandent un circuit d’air ou d’huile.'
      : `Aucun vérin à gaz de notre gamme n’est prévu pour ${temperature} °C (les nôtres fonctionnent de ${rated?.min ?? STANDARD_TEMPERATURE_C.min} à ${rated?.max ?? STANDARD_TEMPERATURE_C.max} °C) : au-delà, la pression du gaz et les joints ne tiennent plus et le vérin devient dangereux, je ne vous en propose donc aucun.`;
  return {
    message: `${why} Nous pouvons étudier une solution sur mesure (devis sous ${QUOTE_HOURS} h, votre demande déjà remplie), ou un conseiller peut en parler avec vous : ${contactSentence()}`,
    products: [],
    suggestedActions: [{label: 'Demande sur mesure', action: 'link', value: link}, ...contactActions('fr').slice(0, 2)],
    needsHumanAssistance: false,
  };
}

/** The extended length a request gives, when it also gives the stroke. */
function extendedOf(entities: ChatEntities): number | undefined {
  if (entities.strokeMm === undefined) return undefined;
  return entities.extendedLengthMm ?? entities.lengthMm;
}

/** A gas spring with this stroke cannot be this short (see fit.ts): the request is impossible as given. */
export function impossibleRequest(entities: ChatEntities): boolean {
  const gas = entities.kinds.length === 0 || entities.kinds.every((kind) => kind === 'gas' || kind === 'kit' || kind === 'damper');
  return gas && impossibleGeometry(entities.strokeMm, extendedOf(entities));
}

/** Says why no spring can have these dimensions, what they allow, and how to measure again. */
export function impossibleGeometryReply(entities: ChatEntities, message: string, language: Language): ChatReply {
  const whole = (n: number) => Math.round(n * 10) / 10;
  const stroke = whole(entities.strokeMm ?? 0);
  const extended = whole(extendedOf(entities) ?? 0);
  const dead = GAS_SPRING_MIN_DEAD_LENGTH_MM;
  const longest = longestStrokeFor(extended);
  const shortest = whole(2 * stroke + dead);
  const left = whole(extended - stroke);
  const actions = [
    {label: language === 'en' ? 'How to measure' : 'Comment mesurer', action: 'link' as const, value: REPLACEMENT_FINDER_PATH},
    {label: language === 'en' ? 'Made-to-measure request' : 'Demande sur mesure', action: 'link' as const, value: customRequestLink(entities, message)},
  ];
  if (language === 'en') {
    return {
      message:
        `These dimensions are impossible for a gas spring: ${extended} mm extended with a ${stroke} mm stroke would leave ${left} mm ` +
        `compressed, while a compressed spring measures at least its stroke plus the dead length of its body, rod and ends (${dead} mm at the very least). ` +
        `With ${extended} mm between centres the stroke can be ${longest} mm at most; a ${stroke} mm stroke needs at least ${shortest} mm between centres. ` +
        `Please check your measurements: the length is taken extended, centre to centre of the end fittings, and the stroke is the extended length minus the compressed length. ` +
        `No spring of our range can have these dimensions; if your mounting really needs them, our design office can study another made-to-measure solution (quote within ${QUOTE_HOURS} h).`,
      products: [],
      suggestedActions: actions,
      needsHumanAssistance: false,
    };
  }
  return {
    message:
      `Ces cotes sont impossibles pour un vérin à gaz : ${extended} mm entre axes vérin sorti avec ${stroke} mm de course laisseraient ` +
      `${left} mm vérin fermé, alors qu’un vérin fermé mesure au moins sa course plus la longueur morte du corps, de la tige et ` +
      `des embouts (${dead} mm au strict minimum). Avec ${extended} mm entre axes, la course ne peut pas dépasser ${longest} mm ; pour ` +
      `${stroke} mm de course, il faut au moins ${shortest} mm entre axes. Vérifiez vos mesures : la longueur entre axes se prend vérin ` +
      `sorti, de centre à centre des embouts, et la course est la différence entre les longueurs sorti et fermé. Aucun vérin de notre gamme ` +
      `ne peut avoir ces cotes ; si votre montage l’exige vraiment, notre bureau d’études peut étudier une autre solution sur mesure (devis sous ${QUOTE_HOURS} h).`,
    products: [],
    suggestedActions: actions,
    needsHumanAssistance: false,
  };
}

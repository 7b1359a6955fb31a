// The force calculator's results explained in plain French, for a cabinet maker as much
// as for an engineer. Pure: the same text on the server and in the browser.

import {
  G,
  GENTLE_CLOSING_SHARE,
  OPENING_TOLERANCE_DEG,
  MIN_DEAD_LENGTH_MM,
  holdOpenFromDeg,
  leverArm,
  requiredForce,
  springLength,
  weightTorque,
  type ForceRange,
  type GasSpring,
  type GeometryNeeds,
  type LidInput,
  type SpringEvaluation,
} from './calculator.ts';
import {formatNumber, formatPercent} from '../../money.ts';

const NBSP = '\u00A0';

export const newtons = (n: number) => `${formatNumber(Math.round(n))}${NBSP}N`;
export const millimetres = (n: number) => `${formatNumber(Math.round(n))}${NBSP}mm`;
export const degrees = (n: number) => `${formatNumber(Math.round(n))}°`;
const newtonMetres = (nmm: number) => `${formatNumber(Math.round(nmm / 100) / 10)}${NBSP}N·m`;
const kilograms = (n: number) => `${formatNumber(Math.round(n * 10) / 10)}${NBSP}kg`;

/** Forces shown to the shopper are rounded up to the next 10 N: never less than needed. */
export function roundUpForce(n: number): number {
  return Math.ceil(n / 10) * 10;
}

/** The paragraphs that explain the calculation, in order. */
export function lidExplanation(input: LidInput, needs: GeometryNeeds, range: ForceRange, progression: number): string[] {
  const paragraphs: string[] = [];
  const n = input.springs;
  const closedTorque = weightTorque(input, 0);
  const closedForce = requiredForce(input, 0, true);
  const phi0 = input.closedAngleDeg ?? 0;
  const phiOpen = phi0 + input.openingDeg;
  const horizontal = phi0 < 0 && phiOpen > 0;
  const weight = `${formatNumber(input.massKg)} × ${formatNumber(G)} × ${formatNumber(input.cgMm / 1000)} m`;
  if (phi0 === 0) {
    paragraphs.push(
      `Fermé, votre couvercle de ${kilograms(input.massKg)} (centre de gravité à ${millimetres(input.cgMm)} de la charnière) ` +
        `tire vers le bas avec un couple de ${newtonMetres(closedTorque)} (${weight}). ` +
        `Ce couple diminue à mesure qu’il s’ouvre et s’annule couvercle vertical` +
        (input.openingDeg > 90 ? ' ; au-delà de 90°, le poids aide à l’ouvrir.' : '.'),
    );
  } else {
    paragraphs.push(
      `Fermé, votre couvercle de ${kilograms(input.massKg)} (centre de gravité à ${millimetres(input.cgMm)} de la charnière) est incliné de ${degrees(phi0)} : ` +
        `son poids le retient avec un couple de ${newtonMetres(closedTorque)}` +
        (horizontal ? `, qui grandit jusqu’à ${newtonMetres(input.massKg * G * input.cgMm)} à l’horizontale (${weight})` : '') +
        ` ; ouvert de ${degrees(input.openingDeg)}, ce couple vaut ${newtonMetres(weightTorque(input, input.openingDeg))}.`,
    );
  }
  paragraphs.push(
    Number.isFinite(closedForce)
      ? `Pour le tenir immobile couvercle fermé, ${n === 1 ? 'le vérin doit' : `chacun des ${n} vérins doit`} pousser avec ${newtons(closedForce)}, ` +
          `marge de ${formatPercent(input.marginPercent)} comprise : le couple divisé par le bras de levier du vérin (${millimetres(leverArm(input, 0))} fermé). ` +
          `Le tableau donne cette force à chaque angle : elle change avec le poids et avec le bras de levier.`
      : `Couvercle fermé, la ligne du vérin passe par la charnière : aucun vérin ne peut le soulever dans cette position.`,
  );
  paragraphs.push(
    `Entre vos deux points de fixation, le vérin mesure ${millimetres(needs.closedLengthMm)} couvercle fermé et ${millimetres(needs.openLengthMm)} ouvert à ${degrees(input.openingDeg)} : ` +
      `il faut un vérin de ${millimetres(needs.extendedLengthMm)} de longueur déployée et de ${millimetres(needs.strokeMm)} de course.` +
      (needs.feasible
        ? ''
        : ` Attention : un vérin à gaz de cette course mesure au moins ${millimetres(needs.strokeMm + MIN_DEAD_LENGTH_MM)} comprimé, ` +
          `or vos fixations ne sont qu’à ${millimetres(needs.minLengthMm)} l’une de l’autre. Éloignez la fixation du cadre de celle du couvercle.`),
  );
  if (needs.minLeverArmMm <= 0) {
    paragraphs.push(
      'Attention : en cours d’ouverture, la ligne du vérin passe par la charnière (point mort) ; au-delà, il referme le couvercle au lieu de le pousser. ' +
        'Avancez la fixation sur le cadre (vers l’avant du meuble).',
    );
  }
  if (range.possible) {
    paragraphs.push(
      `Force F1 conseillée (vérin déployé) : de ${newtons(roundUpForce(range.minN))} à ${newtons(Math.floor(range.maxN))} par vérin. ` +
        `Un vérin à gaz pousse plus fort comprimé (F2 = F1 × ${formatNumber(progression)}) : ` +
        `au-dessous de ${newtons(roundUpForce(range.minN))}, il ne tient pas le couvercle ouvert de ${degrees(holdOpenFromDeg(input))} à ${degrees(input.openingDeg)} ; ` +
        `au-dessus de ${newtons(Math.floor(range.maxN))}, il soulève le couvercle fermé. ` +
        `Prenez la plus faible des forces qui conviennent : le couvercle sera plus doux à refermer.`,
    );
  } else if (Number.isFinite(range.minN)) {
    paragraphs.push(
      `Un vérin assez fort pour tenir le couvercle ouvert en haut (au moins ${newtons(roundUpForce(range.minN))}) le pousse aussi dès la position fermée : ` +
        'il faut un loqueteau (ou une serrure) pour le garder fermé. Pour s’en passer, avancez la fixation sur le cadre ou rapprochez celle du couvercle de la charnière.',
    );
  } else {
    paragraphs.push(
      'Aucune force ne tient le couvercle ouvert avec ces points de fixation : la ligne du vérin passe par la charnière. ' +
        'Avancez la fixation sur le cadre (vers l’avant) ou éloignez la fixation du couvercle de la charnière.',
    );
  }
  return paragraphs;
}

export type Tone = 'good' | 'warning' | 'bad';

export interface VerdictText {
  tone: Tone;
  title: string;
  details: string[];
}

/** What the compared spring does to the lid, in a sentence or three. */
export function verdictText(input: LidInput, spring: GasSpring, evaluation: SpringEvaluation): VerdictText {
  const details: string[] = [];
  let tone: Tone;
  let title: string;
  const balance = evaluation.balanceAngleDeg;
  switch (evaluation.verdict) {
    case 'balanced': {
      tone = 'good';
      title = `Le couvercle reste fermé, monte seul au-delà d’environ ${degrees(balance ?? 0)} et tient ouvert en haut.`;
      const share = formatPercent(Math.round(evaluation.closedSupport * 100));
      details.push(
        evaluation.closedSupport >= GENTLE_CLOSING_SHARE
          ? `Rabaissé sous ${degrees(balance ?? 0)}, il se referme en douceur : fermé, le vérin porte encore ${share} de son poids.`
          : `Rabaissé sous ${degrees(balance ?? 0)}, il retombe assez franchement : fermé, le vérin ne porte que ${share} de son poids. Accompagnez-le.`,
      );
      break;
    }
    case 'opens-by-itself':
      tone = 'warning';
      title = 'Le couvercle est poussé vers le haut dès la position fermée : il s’ouvre seul.';
      details.push('Il faut un verrou pour le garder fermé, ou un vérin moins fort.');
      break;
    case 'too-weak':
      tone = 'bad';
      title =
        balance === null
          ? 'Vérin trop faible : le couvercle retombe quelle que soit l’ouverture.'
          : `Vérin trop faible : le couvercle ne tient ouvert qu’au-delà de ${degrees(balance)}, sans la marge de sécurité demandée.`;
      details.push('Avec le froid ou l’usure, il retombera : choisissez un vérin plus fort.');
      break;
    case 'too-short':
      return {
        tone: 'bad',
        title: `Vérin trop court pour ces fixations : déployé, il mesure ${millimetres(spring.extendedLengthMm)}, or elles sont déjà à ${millimetres(springLength(input, 0))} l’une de l’autre couvercle fermé.`,
        details: ['Choisissez un vérin plus long, ou rapprochez les points de fixation.'],
      };
    default:
      tone = 'bad';
      title = 'Ce vérin ne convient pas à cette géométrie : il soulève le couvercle fermé mais ne le tient pas ouvert en haut.';
      details.push('Avancez la fixation sur le cadre pour agrandir le bras de levier en fin d’ouverture.');
  }
  if (evaluation.liftForceN > 0.5) {
    details.push(`Pour l’ouvrir, soulevez le bord avant avec au plus ${newtons(evaluation.liftForceN)} (le poids de ${kilograms(evaluation.liftForceN / G)}).`);
  }
  if (evaluation.pushDownForceN > 0.5) {
    details.push(`Pour le refermer, appuyez sur le bord avant avec au plus ${newtons(evaluation.pushDownForceN)} (le poids de ${kilograms(evaluation.pushDownForceN / G)}).`);
  }
  if (evaluation.reachDeg < input.openingDeg - OPENING_TOLERANCE_DEG) {
    if (tone === 'good') tone = 'warning';
    details.push(`Trop court : déployé, il arrête le couvercle à ${degrees(evaluation.reachDeg)} au lieu de ${degrees(input.openingDeg)}.`);
  } else if (!evaluation.lengthFits) {
    if (tone === 'good') tone = 'warning';
    details.push('Plus long que nécessaire : il poussera encore couvercle ouvert, contre la butée.');
  }
  if (!evaluation.strokeFits) {
    tone = 'bad';
    details.push(
      `Course insuffisante : comprimé, il mesure encore ${millimetres(evaluation.compressedLengthMm)} ; le couvercle ne fermera pas.`,
    );
  }
  return {tone, title, details};
}

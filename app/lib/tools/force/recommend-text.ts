// The force calculator's recommendation in plain French: what to buy, why, and what the
// lid will do — including, said plainly, when it needs a latch or will not hold open.

import {degrees, millimetres, newtons} from './text.ts';
import type {FrameShift, LidRecommendation} from './recommend.ts';

/** 'Fixation sur le cadre à 216 mm le long du couvercle fermé et 136 mm sous lui (22 mm plus loin dans l’axe du vérin).' */
export function frameShiftText(shift: FrameShift): string {
  const way = shift.deltaMm >= 0 ? 'plus loin de' : 'plus près de';
  return (
    `Fixation sur le cadre à déplacer : ${millimetres(shift.frameMountXMm)} le long du couvercle fermé et ${millimetres(shift.frameMountYMm)} sous lui ` +
    `(${millimetres(Math.abs(shift.deltaMm))} ${way} la fixation du couvercle, dans l’axe du vérin).`
  );
}

export interface RecommendationText {
  /** One sentence: what to fit. */
  headline: string;
  /** 'good': holds open and stays closed; 'warning': needs a latch; 'bad': will not hold open. */
  tone: 'good' | 'warning' | 'bad';
  paragraphs: string[];
}

const springsWord = (n: number) => (n === 1 ? 'un vérin' : `${n} vérins`);

export function recommendationText(rec: LidRecommendation, springs: number): RecommendationText {
  const paragraphs: string[] = [];
  const peak = Number.isFinite(rec.peak.forceN)
    ? `La force nécessaire culmine à ${newtons(rec.peak.forceN)} par vérin, à ${degrees(rec.peak.angleDeg)} d’ouverture (marge comprise).`
    : `À ${degrees(rec.peak.angleDeg)} d’ouverture, la ligne du vérin passe par la charnière : aucune force ne peut y tenir le couvercle.`;
  paragraphs.push(peak);
  const geometry =
    `Entre vos points de fixation, il faut un vérin de ${millimetres(rec.extendedLengthMm)} entre axes déployé, ` +
    `d’au moins ${millimetres(rec.strokeMm)} de course, qui mesure au plus ${millimetres(rec.maxCompressedLengthMm)} comprimé.`;
  paragraphs.push(geometry);
  if (rec.wontHoldOpen) {
    paragraphs.push(
      Number.isFinite(rec.neededForceN)
        ? `Il faudrait ${newtons(rec.neededForceN)} par vérin : plus qu’aucun vérin de cette longueur que nous stockons. Ajoutez un vérin, ou éloignez la fixation du couvercle de la charnière pour agrandir le bras de levier.`
        : 'Le couvercle ne tiendra pas ouvert avec ces points de fixation : avancez la fixation sur le cadre ou éloignez celle du couvercle de la charnière.',
    );
    return {headline: 'Avec ces fixations, le couvercle ne tiendra pas ouvert.', tone: 'bad', paragraphs};
  }
  const force = rec.forceN ?? rec.neededForceN;
  // The headline names the kit's spring; without a kit, it says plainly that none fits.
  const choice = rec.kit.length > 0 && rec.choice?.fits ? rec.choice : null;
  if (!choice) {
    paragraphs.push(
      `Aucun vérin de notre gamme n’a cette longueur et cette course, même en déplaçant la fixation sur le cadre : il faut ${springsWord(springs)} d’au moins ${newtons(rec.neededForceN)}. ` +
        'Demandez-nous un vérin sur mesure, ou modifiez les points de fixation.',
    );
    return {
      headline: `Aucun vérin de notre gamme ne convient à ces points de fixation : il faut ${millimetres(rec.extendedLengthMm)} entre axes, course ${millimetres(rec.strokeMm)}, au plus ${millimetres(rec.maxCompressedLengthMm)} comprimé.`,
      tone: 'bad',
      paragraphs,
    };
  }
  if (choice?.frameShift) {
    paragraphs.push(
      `Aucun vérin en stock n’a exactement cette longueur et cette course. Le vérin du kit convient si vous déplacez la fixation sur le cadre : ${frameShiftText(choice.frameShift).replace(/^Fixation sur le cadre à déplacer : /, '')}`,
    );
  }
  paragraphs.push(
    `Pour le tenir ouvert sur le dernier tiers de l’ouverture, chaque vérin doit pousser au moins ${newtons(rec.neededForceN)} déployé ; ` +
      `la force en stock juste au-dessus est ${newtons(force)}.`,
  );
  if (rec.needsLatch) {
    paragraphs.push(
      Number.isFinite(rec.maxClosedForceN) && rec.maxClosedForceN > 0
        ? `Fermé, le couvercle resterait en place jusqu’à ${newtons(rec.maxClosedForceN)} par vérin seulement : avec ${newtons(force)}, les vérins le poussent vers le haut. Il lui faut un loqueteau (ou une serrure) pour rester fermé.`
        : `Fermé, le poids ne retient pas le couvercle (il pend ou la charnière est au-dessus) : les vérins le poussent dès la position fermée. Il lui faut un loqueteau (ou une serrure) pour rester fermé.`,
    );
  } else {
    paragraphs.push('Fermé, le poids l’emporte : le couvercle reste fermé sans loqueteau.');
  }
  const length = choice ? choice.candidate.extendedLengthMm : rec.extendedLengthMm;
  const stroke = choice ? choice.candidate.strokeMm : rec.strokeMm;
  return {
    headline: `${springsWord(springs).charAt(0).toUpperCase()}${springsWord(springs).slice(1)} de ${newtons(force)}, ${millimetres(length)} entre axes, course ${millimetres(stroke)}.`,
    tone: rec.needsLatch ? 'warning' : 'good',
    paragraphs,
  };
}

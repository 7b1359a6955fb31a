// Everything the force calculator shows for one set of inputs, computed in one place:
// the geometry's needs, the F1 window, the catalogue suggestions, the spring compared
// (a suggestion, the configurator's spring or the ideal one), its verdict, the curves,
// the drawings and the explanation.

import {
  DEFAULT_PROGRESSION,
  evaluateSpring,
  forceCurve,
  forceRange,
  geometryNeeds,
  idealSpring,
  type CurvePoint,
  type ForceRange,
  type GasSpring,
  type GeometryNeeds,
  type LidInput,
  type SpringEvaluation,
} from './calculator.ts';
import {lidExplanation, millimetres, newtons, roundUpForce, verdictText, type VerdictText} from './text.ts';
import {forceChart, lidDiagram, type ForceChart, type LidDiagram} from './diagram.ts';
import {candidateUrl, lidReasons, OVERSIZE_FACTOR, variantDescription, type AccessoryVariant, type LidSuggestion, type SpringCandidate} from '../spring-match.ts';
import {recommendForLid, withFrameShift, type LidRecommendation} from './recommend.ts';
import {frameShiftText} from './recommend-text.ts';

export const IDEAL_KEY = 'ideal';
export const CONFIGURED_KEY = 'configuration';

export interface ConfiguredSpring {
  label: string;
  spring: GasSpring;
}

export interface CompareOption {
  key: string;
  label: string;
}

export interface ComparedSpring extends CompareOption {
  spring: GasSpring;
  /** Product page, for a catalogue spring. */
  url: string | null;
}

export interface LidResult {
  needs: GeometryNeeds;
  range: ForceRange;
  /** F1 of the ideal spring: the smallest that holds the lid, rounded up to 10 N. */
  idealForceN: number;
  suggestions: LidSuggestion[];
  options: CompareOption[];
  compared: ComparedSpring;
  evaluation: SpringEvaluation;
  verdict: VerdictText;
  /** Every 10°, for the table. */
  table: CurvePoint[];
  chart: ForceChart;
  diagram: LidDiagram;
  explanation: string[];
  recommendation: LidRecommendation;
}

export function candidateKey(candidate: Pick<SpringCandidate, 'handle' | 'variantTitle'>): string {
  return `${candidate.handle}|${candidate.variantTitle}`;
}

function candidateLabel(candidate: SpringCandidate): string {
  const variant = variantDescription(candidate);
  return variant ? `${candidate.title} — ${variant.charAt(0).toLowerCase()}${variant.slice(1)}` : candidate.title;
}

export function lidResult(
  input: LidInput,
  candidates: readonly SpringCandidate[],
  compareKey: string,
  configured: ConfiguredSpring | null,
  accessories: readonly AccessoryVariant[] = [],
): LidResult {
  const needs = geometryNeeds(input);
  const recommendation = recommendForLid(input, candidates, accessories);
  const range = forceRange(input, {progression: DEFAULT_PROGRESSION, strokeMm: needs.strokeMm, extendedLengthMm: needs.extendedLengthMm});
  const idealForceN = Math.max(10, roundUpForce(range.minN));
  const ideal = idealSpring(needs, idealForceN);
  const suggestions: LidSuggestion[] = recommendation.ranked.map((ranked) => {
    // A spring that fits once the frame point is moved is judged on the lid as it will be built.
    const own = ranked.frameShift ? geometryNeeds(withFrameShift(input, ranked.frameShift)) : needs;
    const reasons = lidReasons(ranked.candidate, ranked.evaluation, own.extendedLengthMm, own.strokeMm, own.minLengthMm, recommendation.needsLatch);
    if (ranked.frameShift) reasons.unshift(frameShiftText(ranked.frameShift));
    return {
      candidate: ranked.candidate,
      evaluation: {...ranked.evaluation, fits: ranked.fits},
      reasons,
      oversized: range.minN > 0 && ranked.candidate.forceN > OVERSIZE_FACTOR * range.minN,
    };
  });

  const idealOption: ComparedSpring = {
    key: IDEAL_KEY,
    label: `Vérin idéal : F1 ${newtons(idealForceN)}, ${millimetres(needs.extendedLengthMm)}, course ${millimetres(needs.strokeMm)}`,
    spring: ideal,
    url: null,
  };
  const choices: ComparedSpring[] = suggestions.map(({candidate}) => ({
    key: candidateKey(candidate),
    label: candidateLabel(candidate),
    spring: candidate,
    url: candidateUrl(candidate),
  }));
  if (configured) choices.push({key: CONFIGURED_KEY, label: configured.label, spring: configured.spring, url: null});
  choices.push(idealOption);

  let compared = choices.find((choice) => choice.key === compareKey);
  if (!compared && compareKey.includes('|')) {
    // A shared link may name a catalogue spring that is not among today's suggestions.
    const candidate = candidates.find((c) => candidateKey(c) === compareKey);
    if (candidate) {
      compared = {key: compareKey, label: candidateLabel(candidate), spring: candidate, url: candidateUrl(candidate)};
      choices.unshift(compared);
    }
  }
  compared ??= choices.find((choice) => suggestions.some((s) => s.evaluation.fits && candidateKey(s.candidate) === choice.key)) ?? idealOption;

  // The compared spring on the lid it is meant for: with its frame point moved when it needs one.
  const shift = recommendation.ranked.find((r) => candidateKey(r.candidate) === compared.key)?.frameShift ?? null;
  const lid = shift ? withFrameShift(input, shift) : input;
  const lidNeeds = shift ? geometryNeeds(lid) : needs;
  const evaluation = evaluateSpring(lid, compared.spring, lidNeeds);
  const verdict = verdictText(lid, compared.spring, evaluation);
  if (shift) verdict.details.unshift(frameShiftText(shift));
  return {
    needs,
    range,
    idealForceN,
    suggestions,
    options: choices.map(({key, label}) => ({key, label})),
    compared,
    evaluation,
    verdict,
    table: forceCurve(lid, compared.spring, 10),
    chart: forceChart(forceCurve(lid, compared.spring, 2), true),
    diagram: lidDiagram(lid, lidNeeds),
    explanation: lidExplanation(input, needs, range, DEFAULT_PROGRESSION),
    recommendation,
  };
}

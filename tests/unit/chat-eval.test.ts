import {describe, expect, it} from 'vitest';
import {CHAT_EVAL_CASES} from '../eval/chat-cases.ts';
import {CHAT_EVAL_FRESH_CASES} from '../eval/chat-cases-fresh.ts';
import {
  CHAT_EVAL_FLOOR,
  EVAL_KINDS,
  evaluate,
  formatMisses,
  formatReport,
  judge,
  languageOf,
  lookupThrough,
  splitOf,
  type EvalOptions,
} from '../eval/chat-eval.ts';
import {memoryRetrieval, records, toCandidate} from './chat-memory-retrieval.ts';

// The chat evaluation (tests/eval/chat-cases.ts, `npm run eval:chat`) against the seed
// catalogue through the local shop's own search: both parts must stay at the team's floor.
function options(): EvalOptions {
  const retrieval = memoryRetrieval();
  return {deps: {retrieval, llm: null}, lookup: lookupThrough(retrieval), catalogue: records.map(toCandidate)};
}

describe('the chat evaluation set', () => {
  it('holds at least 200 different questions of every kind the issue lists', () => {
    expect(CHAT_EVAL_CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(CHAT_EVAL_CASES.map((entry) => entry.q)).size).toBe(CHAT_EVAL_CASES.length);
    for (const kind of EVAL_KINDS) expect(CHAT_EVAL_CASES.filter((entry) => entry.kind === kind).length, kind).toBeGreaterThanOrEqual(10);
  });

  it('keeps the held-out quarter fixed by the hash of each question', () => {
    for (const entry of CHAT_EVAL_CASES) expect(entry.split, entry.q).toBe(splitOf(entry.q));
    const share = CHAT_EVAL_CASES.filter((entry) => entry.split === 'held-out').length / CHAT_EVAL_CASES.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.3);
  });

  it('expects something of every question', () => {
    for (const entry of CHAT_EVAL_CASES) expect(Object.keys(entry.expect).length, entry.q).toBeGreaterThan(0);
  });
});

describe('the embedded expert on the evaluation', () => {
  it.each(['tune', 'held-out'] as const)(`answers the %s part right at the team's floor at least`, async (split) => {
    const report = await evaluate(CHAT_EVAL_CASES, split, options());
    console.log(formatReport(report));
    // The held-out misses are never printed here: the expert is not tuned on them.
    if (split === 'tune' && report.right < report.total) console.log(formatMisses(report));
    expect(report.share).toBeGreaterThanOrEqual(CHAT_EVAL_FLOOR);
    // A whole evaluation set: seconds on a quiet machine, far more on a busy one.
  }, 120_000);
});

describe('the embedded expert on the fresh set', () => {
  // Tuned on its tuning part only (decision 027); its held-out part is reported by
  // `npm run eval:chat -- --cases fresh`, never tuned on, and carries no floor here.
  it('answers the tuning part right at the team’s floor at least', async () => {
    const report = await evaluate(CHAT_EVAL_FRESH_CASES, 'tune', options());
    console.log(formatReport(report));
    if (report.right < report.total) console.log(formatMisses(report));
    expect(report.share).toBeGreaterThanOrEqual(CHAT_EVAL_FLOOR);
    // A whole evaluation set: seconds on a quiet machine, far more on a busy one.
  }, 120_000);
});

describe('judging a reply', () => {
  const entry = CHAT_EVAL_CASES.find((candidate) => candidate.q.startsWith('Vérin 15/6 course 100 avec œillets'));

  it('fails a reply that misses the attributes expected', async () => {
    if (!entry) throw new Error('case missing');
    const misses = await judge(entry, {message: 'Voici', products: [], suggestedActions: [], needsHumanAssistance: false}, lookupThrough(memoryRetrieval()), []);
    expect(misses).toContain('aucune recommandation');
  });

  it('tells English from French', () => {
    expect(languageOf('Here are the models I recommend for your boat')).toBe('en');
    expect(languageOf('Voici les modèles que je vous recommande pour votre bateau')).toBe('fr');
  });
});

// `npm run eval:chat`: the chat evaluation (tests/eval/chat-cases.ts), score per kind and
// overall, for the tuning part and the held-out part.
//
//   npm run eval:chat                      embedded expert, seed catalogue in memory
//   npm run eval:chat -- --cases fresh     the fresh set written from the outside
//                                           (tests/eval/chat-cases-fresh.ts), judged the same way
//   npm run eval:chat -- --cases fresh2    the second outsider set (tests/eval/chat-cases-fresh2.ts):
//                                           every question held out, nobody tunes on it
//   npm run eval:chat -- --cases fresh3    the third outsider set (tests/eval/chat-cases-fresh3.ts),
//                                           held out the same way
//   npm run eval:chat -- --cases fresh4    the fourth outsider set (tests/eval/chat-cases-fresh4.ts),
//                                           held out the same way
//   npm run eval:chat -- --cases fresh5    the fifth outsider set (tests/eval/chat-cases-fresh5.ts),
//                                           held out the same way
//   npm run eval:chat -- --cases fresh6    the sixth outsider set (tests/eval/chat-cases-fresh6.ts),
//                                           held out the same way
//   npm run eval:chat -- --answers         with --misses or --held-out-misses: also the first
//                                           200 characters of each wrong answer
//   npm run eval:chat -- --misses          also the tuning part's wrong answers
//   npm run eval:chat -- --shop URL        catalogue of a running local shop (Storefront API)
//   npm run eval:chat -- --held-out-misses the held-out part's wrong answers: for a
//                                           diagnosis after tuning, never to tune on
//
// With CHAT_API_URL, CHAT_API_KEY and CHAT_MODEL set, the replies go through the
// configured OpenAI-compatible model, as in production.

import type {Storefront} from '@shopify/hydrogen';
import {llmConfigFromEnv} from '../app/lib/chat/llm.ts';
import {storefrontRetrieval} from '../app/lib/chat/retrieval.server.ts';
import type {ProductRetrieval} from '../app/lib/chat/types.ts';
import {CHAT_EVAL_CASES} from '../tests/eval/chat-cases.ts';
import {CHAT_EVAL_FRESH_CASES} from '../tests/eval/chat-cases-fresh.ts';
import {CHAT_EVAL_FRESH2_CASES} from '../tests/eval/chat-cases-fresh2.ts';
import {CHAT_EVAL_FRESH3_CASES} from '../tests/eval/chat-cases-fresh3.ts';
import {CHAT_EVAL_FRESH4_CASES} from '../tests/eval/chat-cases-fresh4.ts';
import {CHAT_EVAL_FRESH5_CASES} from '../tests/eval/chat-cases-fresh5.ts';
import {CHAT_EVAL_FRESH6_CASES} from '../tests/eval/chat-cases-fresh6.ts';
import {evaluate, formatMisses, formatReport, lookupThrough, type EvalOptions, type EvalReport} from '../tests/eval/chat-eval.ts';
import {memoryRetrieval, records, toCandidate} from '../tests/unit/chat-memory-retrieval.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

/** The Storefront API of a running shop, as Hydrogen's client would query it. */
function shopRetrieval(url: string, token: string): ProductRetrieval {
  const endpoint = `${url.replace(/\/+$/, '')}/api/2026-04/graphql.json`;
  const client = {
    async query(query: string, options: {variables?: Record<string, unknown>}) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token},
        body: JSON.stringify({query, variables: options.variables ?? {}}),
      });
      const body = (await response.json()) as {data?: unknown; errors?: {message: string}[]};
      if (!response.ok || body.errors?.length) throw new Error(`Storefront API : ${body.errors?.[0]?.message ?? response.status}`);
      return body.data;
    },
    CacheShort: () => undefined,
  };
  return storefrontRetrieval(client as unknown as Storefront);
}

const CASE_SETS = {main: CHAT_EVAL_CASES, fresh: CHAT_EVAL_FRESH_CASES, fresh2: CHAT_EVAL_FRESH2_CASES, fresh3: CHAT_EVAL_FRESH3_CASES, fresh4: CHAT_EVAL_FRESH4_CASES, fresh5: CHAT_EVAL_FRESH5_CASES, fresh6: CHAT_EVAL_FRESH6_CASES} as const;
const setName = valueOf('--cases') ?? 'main';
if (!(setName in CASE_SETS)) {
  console.error(`--cases ${setName} : jeu inconnu (${Object.keys(CASE_SETS).join(', ')})`);
  process.exit(2);
}
const cases = CASE_SETS[setName as keyof typeof CASE_SETS];

/** The wrong answers, each with the first 200 characters of what the assistant said. */
function formatMissesWithAnswers(report: EvalReport): string {
  return report.results
    .filter((result) => result.misses.length > 0)
    .map((result) => {
      const answer = result.reply.message.replace(/\s+/g, ' ').trim().slice(0, 200);
      return `✗ [${result.case.kind}] ${result.case.q}\n    ${result.misses.join('\n    ')}\n    → ${answer}`;
    })
    .join('\n');
}
const misses = flag('--answers') ? formatMissesWithAnswers : formatMisses;

const shop = valueOf('--shop');
const retrieval = shop ? shopRetrieval(shop, process.env.LOCAL_SHOP_STOREFRONT_TOKEN ?? 'local-shop-token') : memoryRetrieval();
const {CHAT_API_URL, CHAT_API_KEY, CHAT_MODEL} = process.env;
const llm = llmConfigFromEnv({CHAT_API_URL, CHAT_API_KEY, CHAT_MODEL});
const options: EvalOptions = {
  deps: {retrieval, llm, log: (message, error) => console.error(message, error instanceof Error ? error.message : error)},
  lookup: lookupThrough(retrieval),
  catalogue: records.map(toCandidate),
};

console.log(
  `Évaluation du chat${setName === 'main' ? '' : ` (jeu ${setName})`} : ${cases.length} questions, ${llm ? `modèle ${llm.model}` : 'expert intégré'}, ` +
    `catalogue ${shop ? `du magasin ${shop}` : 'de la graine (en mémoire)'}\n`,
);
const tune = await evaluate(cases, 'tune', options);
const heldOut = await evaluate(cases, 'held-out', options);
// A set with no tuning part (fresh2 to fresh5) prints only its held-out part.
if (tune.total > 0) {
  console.log(formatReport(tune));
  console.log('');
}
console.log(formatReport(heldOut));
if (flag('--misses') && tune.right < tune.total) console.log(`\nRéponses fausses (partie de réglage) :\n${misses(tune)}`);
if (flag('--held-out-misses') && heldOut.right < heldOut.total) {
  console.log(`\nRéponses fausses (partie réservée : diagnostic seulement) :\n${misses(heldOut)}`);
}

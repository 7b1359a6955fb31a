import {describe, expect, it} from 'vitest';
import {answerWithExpert} from '../../app/lib/chat/expert.ts';
import {CHAT_DATASET} from './chat-dataset.ts';
import {memoryRetrieval, records} from './chat-memory-retrieval.ts';

// The embedded expert against the real seed catalogue: the first recommendation must be
// one the specialist accepts, or the answer of the expected kind.
describe('the chat dataset', () => {
  it('holds at least 40 questions whose expected products exist', () => {
    expect(CHAT_DATASET.length).toBeGreaterThanOrEqual(40);
    const handles = new Set(records.map((record) => record.handle));
    for (const entry of CHAT_DATASET) {
      if ('products' in entry) for (const handle of entry.products) expect(handles, handle).toContain(handle);
    }
  });

  it('is answered right for at least 80 % of the questions', async () => {
    const misses: string[] = [];
    for (const entry of CHAT_DATASET) {
      const {reply, analysis} = await answerWithExpert({message: entry.question, history: [], context: {}}, memoryRetrieval());
      if ('products' in entry) {
        const top = reply.products[0]?.product.handle ?? '(aucun produit)';
        if (!entry.products.includes(top)) misses.push(`${entry.question} → ${top}, attendu ${entry.products.join(' | ')}`);
      } else if (analysis.intent !== entry.intent) {
        misses.push(`${entry.question} → ${analysis.intent}, attendu ${entry.intent}`);
      }
    }
    const right = CHAT_DATASET.length - misses.length;
    const share = right / CHAT_DATASET.length;
    console.log(
      `Assistant : ${right}/${CHAT_DATASET.length} réponses justes (${Math.round(share * 100)} %)` +
        (misses.length > 0 ? `\n  ${misses.join('\n  ')}` : ''),
    );
    expect(share).toBeGreaterThanOrEqual(0.8);
  });
});

// One chat turn: the embedded expert retrieves and ranks; a configured language model may
// write the message; each failure falls back silently (logged) to the next answer:
// model → embedded expert → SPEC.md's fallback message with 'Voir nos produits' and
// 'Nous contacter'.

import {answerWithExpert, type ExpertResult} from './expert.ts';
import {writeWithLlm, type FetchLike, type LlmConfig} from './llm.ts';
import {FALLBACK_ACTIONS, fallbackReply} from './messages.ts';
import type {ChatReply, ChatRequest, ProductRetrieval} from './types.ts';

export interface AssistantDeps {
  retrieval: ProductRetrieval;
  llm: LlmConfig | null;
  fetch?: FetchLike;
  log?: (message: string, error: unknown) => void;
}

export async function answerChat(request: ChatRequest, deps: AssistantDeps): Promise<ChatReply> {
  const log = deps.log ?? ((message: string, error: unknown) => console.error(message, error));
  let expert: ExpertResult | null = null;
  try {
    expert = await answerWithExpert(request, deps.retrieval);
  } catch (error) {
    log('[chat] expert failed', error);
  }

  // A message that only tries to change the assistant's role never reaches the model.
  if (deps.llm && expert?.analysis.intent !== 'injection') {
    try {
      const message = await writeWithLlm(deps.llm, request, expert, deps.fetch);
      return {
        message,
        products: expert?.reply.products ?? [],
        suggestedActions: expert?.reply.suggestedActions ?? FALLBACK_ACTIONS,
        needsHumanAssistance: expert?.reply.needsHumanAssistance ?? false,
      };
    } catch (error) {
      log('[chat] language model failed, the embedded expert answers', error);
    }
  }

  return expert?.reply ?? fallbackReply();
}

import {data} from 'react-router';
import type {Route} from './+types/api.chat';
import {answerChat} from '~/lib/chat/assistant';
import {CHAT_RATE_LIMIT_MS} from '~/lib/chat/constants';
import {llmConfigFromEnv} from '~/lib/chat/llm';
import {storefrontRetrieval} from '~/lib/chat/retrieval.server';
import {CHAT_BODY_MAX_BYTES, CHAT_ERRORS, parseChatRequest, rateLimitWait} from '~/lib/chat/validation';

/** Session key of the last accepted message's time (rate limit: one per second). */
const LAST_MESSAGE_KEY = 'chatLastMessageAt';

const NO_STORE = {'Cache-Control': 'no-store'};

/** The chat assistant's endpoint: POST JSON {message, conversationHistory, context}. */
export async function action({request, context}: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return data({error: CHAT_ERRORS.method}, {status: 405, headers: {...NO_STORE, Allow: 'POST'}});
  }

  const text = await readBody(request);
  if (text === TOO_LARGE) return data({error: CHAT_ERRORS.tooLarge}, {status: 413, headers: NO_STORE});
  // JSON only: a cross-site form cannot post it without a CORS preflight we never grant.
  if (!(request.headers.get('Content-Type') ?? '').toLowerCase().includes('application/json')) {
    return data({error: CHAT_ERRORS.invalid}, {status: 415, headers: NO_STORE});
  }
  const parsed = parseChatRequest(parseJson(text));
  if (!parsed.ok) return data({error: parsed.error}, {status: 400, headers: NO_STORE});

  const {appSession, storefront, env} = context;
  const now = Date.now();
  const wait = rateLimitWait(appSession.get(LAST_MESSAGE_KEY), now, CHAT_RATE_LIMIT_MS);
  if (wait > 0) {
    return data(
      {error: CHAT_ERRORS.rateLimited},
      {status: 429, headers: {...NO_STORE, 'Retry-After': String(Math.ceil(wait / 1000))}},
    );
  }
  // Committed by server.ts with the response (the session is then pending).
  appSession.set(LAST_MESSAGE_KEY, now);

  const reply = await answerChat(parsed.request, {
    retrieval: storefrontRetrieval(storefront),
    llm: llmConfigFromEnv(env),
  });
  return data(reply, {headers: NO_STORE});
}

export function loader() {
  return data({error: CHAT_ERRORS.method}, {status: 405, headers: {...NO_STORE, Allow: 'POST'}});
}

const TOO_LARGE = Symbol('too large');

/** The body as text, read once (an unread body can reset the connection). */
async function readBody(request: Request): Promise<string | typeof TOO_LARGE> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > CHAT_BODY_MAX_BYTES) return TOO_LARGE;
  const text = await request.text();
  return text.length > CHAT_BODY_MAX_BYTES ? TOO_LARGE : text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// Limits and numbers of the chat assistant (SPEC.md sections 4, 5 and 9), defined once
// for the widget, the /api/chat route and the embedded expert.

/** Messages the browser keeps (localStorage). */
export const CHAT_STORED_MESSAGES = 20;
/** Messages a conversation holds at most in memory. */
export const CHAT_MAX_MESSAGES = 50;
/** Messages sent to the server as conversation history. */
export const CHAT_HISTORY_SENT = 10;
/** Products a reply carries at most... */
export const CHAT_MAX_PRODUCTS = 6;
/** ...of which this many are recommendations (cards with reason and confidence). */
export const CHAT_MAX_RECOMMENDATIONS = 3;
/** Products read per keyword search. */
export const CHAT_KEYWORD_SEARCH_SIZE = 10;
/** Products read by the fallback scan when keyword searches find nothing suitable. */
export const CHAT_FALLBACK_SCAN_SIZE = 50;
/** One message per second per session. */
export const CHAT_RATE_LIMIT_MS = 1000;
export const CHAT_MESSAGE_MAX_LENGTH = 1000;
export const CHAT_HISTORY_ITEM_MAX_LENGTH = 2000;
/** The external model gets this long before the embedded expert answers instead. */
export const CHAT_LLM_TIMEOUT_MS = 8000;

/** SPEC.md: a mass in kg is read as a force at 10 N per kg. */
export const NEWTONS_PER_KG = 10;

// Scoring (SPEC.md section 9).
export const SCORE_AVAILABLE = 100;
export const SCORE_UNAVAILABLE = 10;
export const SCORE_APPLICATION = 50;
export const SCORE_FORCE = 75;
export const SCORE_SIZE = 60;
export const SCORE_URGENT_AVAILABLE = 30;
export const FORCE_RANGE = {min: 0.8, max: 1.2} as const;
export const SIZE_RANGE = {min: 0.9, max: 1.1} as const;

// Confidence shown on a recommendation (stars = confidence × 5): how well the product fits
// the request, never its stock (decision 026). 'Excellent choix' from 0.9, 'Bon choix'
// from 0.7, 'Choix possible' below.
/** Everything asked is met, force and size included. */
export const CONFIDENCE_ALL_MET = 0.95;
/** Everything asked is met, but no size was given: the length is not checked. */
export const CONFIDENCE_NO_SIZE = 0.8;
/** No force was given: the product suits the use, its force is not checked. */
export const CONFIDENCE_NO_FORCE = 0.7;
/** Something asked is missed (force, size, fitting, material, function, temperature). */
export const CONFIDENCE_MISS_CEILING = 0.5;

/** What a standard gas spring stands when its sheet says nothing (°C). */
export const STANDARD_TEMPERATURE_C = {min: -30, max: 80} as const;

/** Local storage keys (SPEC.md section 9: chat conversation, chat started). */
export const CHAT_STORAGE_KEY = 'verins-pro:chat:conversation';
export const CHAT_STARTED_KEY = 'verins-pro:chat:started';

/** Prefix of an assistant message that carries a product recommendation (SPEC.md 3). */
export const RECOMMENDATION_PREFIX = '[[recommandation]]';

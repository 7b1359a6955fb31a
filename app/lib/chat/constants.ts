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
/** Products read per search narrowed by spec filters (force, stroke, length, fittings…). */
export const CHAT_FILTERED_SEARCH_SIZE = 20;
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
/** Within the score's ranges but not exact (a 120 mm stroke for 130 asked): the closest, not the one. */
export const CONFIDENCE_NEAR = 0.75;
/** Something asked is missed (force, size, fitting, material, function, temperature). */
export const CONFIDENCE_MISS_CEILING = 0.5;

// An exact fit (decision 027): what the confidence and the reply call « the one asked ».
/** A stroke or length is the one asked within the larger of these: 2 mm or 1 %. */
export const EXACT_SIZE = {mm: 2, share: 0.01} as const;
/** A size given in inches is nominal: within this many millimetres (a quarter inch). */
export const IMPERIAL_SIZE_TOLERANCE_MM = 6.35;
/** A force is the one asked from 5 % under to 10 % over it. */
export const EXACT_FORCE = {min: 0.95, max: 1.1} as const;
/**
 * A force worked out from a load (a mass, a total shared by the springs) is met by the next
 * force up with the trade's margin: up to the score's own 1.2 ×.
 */
export const EXACT_FORCE_FROM_LOAD = {min: 0.95, max: 1.2} as const;
/** Shortest dead length of a gas spring (10/4 with eyes): compressed = stroke + dead length at least. */
export const GAS_SPRING_MIN_DEAD_LENGTH_MM = 40;

/** What a standard gas spring stands when its sheet says nothing (°C). */
export const STANDARD_TEMPERATURE_C = {min: -30, max: 80} as const;

/** Local storage keys (SPEC.md section 9: chat conversation, chat started). */
export const CHAT_STORAGE_KEY = 'verins-pro:chat:conversation';
export const CHAT_STARTED_KEY = 'verins-pro:chat:started';

/** Prefix of an assistant message that carries a product recommendation (SPEC.md 3). */
export const RECOMMENDATION_PREFIX = '[[recommandation]]';

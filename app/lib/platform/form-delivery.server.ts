// Delivery of a form to the merchant inbox (DESIGN.md section 5): POST JSON to
// `${FORMS_ENDPOINT}/${kind}`. Contract: 201 {ok: true, id}; 400 {ok: false, errors:
// {field: message}} (409 likewise for a duplicate); anything else, or no answer, is a failure the shopper must hear about.

export type DeliveryResult =
  | {ok: true; id: string | null}
  | {ok: false; reason: 'invalid'; errors: Record<string, string>}
  | {ok: false; reason: 'failed'};

/** Long enough for a slow inbox, short enough that the shopper is not left waiting. */
export const DELIVERY_TIMEOUT_MS = 10_000;

export interface DeliveryOptions {
  /** The contact form gives up after 8 s (issue 7); other forms wait DELIVERY_TIMEOUT_MS. */
  timeoutMs?: number;
  /** A Bearer token; when the worker's settings are given, their FORMS_TOKEN is the default. */
  token?: string;
}

/** The worker's settings for the inbox: where (FORMS_ENDPOINT) and with what token (FORMS_TOKEN). */
export type FormsSettings = Pick<Env, 'FORMS_ENDPOINT' | 'FORMS_TOKEN'>;

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Pass the worker's settings (`context.env`) so that FORMS_TOKEN goes with every form:
 * an inbox that requires it refuses a form sent without it (docs/decisions/003).
 */
export async function deliverForm(
  target: FormsSettings | string | undefined,
  kind: string,
  body: unknown,
  fetcher: typeof fetch = fetch,
  options: DeliveryOptions = {},
): Promise<DeliveryResult> {
  const endpoint = typeof target === 'object' ? target.FORMS_ENDPOINT : target;
  const token = options.token ?? (typeof target === 'object' ? target.FORMS_TOKEN : undefined);
  if (!endpoint) {
    console.error(`Form delivery: FORMS_ENDPOINT is not set, '${kind}' not delivered`);
    return {ok: false, reason: 'failed'};
  }
  let response: Response;
  try {
    response = await fetcher(`${endpoint.replace(/\/+$/, '')}/${kind}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(token ? {Authorization: `Bearer ${token}`} : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs ?? DELIVERY_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`Form delivery: '${kind}' failed`, error);
    return {ok: false, reason: 'failed'};
  }
  const payload = await readJson(response);
  if (response.ok && isRecord(payload) && payload.ok === true) {
    const id = payload.id;
    return {ok: true, id: typeof id === 'string' || typeof id === 'number' ? String(id) : null};
  }
  // 409: the inbox already holds this submission (one review per customer and product).
  if ((response.status === 400 || response.status === 409) && isRecord(payload) && isRecord(payload.errors)) {
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(payload.errors)) {
      if (typeof message === 'string') errors[field] = message;
    }
    return {ok: false, reason: 'invalid', errors};
  }
  console.error(`Form delivery: '${kind}' answered ${response.status}`);
  return {ok: false, reason: 'failed'};
}

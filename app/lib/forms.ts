// Delivery of a form to the merchant inbox (FORMS_ENDPOINT, docs/decisions/003), from a
// route's action. The endpoint validates again; its field errors come back as such, and
// anything else that is not a success (down, 5xx, silent for 8 s) is a delivery failure.

export type FormKind = 'contact' | 'quote' | 'newsletter' | 'review';

/** An endpoint that has not answered after this long is treated as down. */
export const FORM_TIMEOUT_MS = 8000;

export type FormDelivery =
  | {ok: true; id: number | null}
  | {ok: false; reason: 'invalid'; errors: Record<string, string>}
  | {ok: false; reason: 'unavailable'};

export interface FormsEnv {
  FORMS_ENDPOINT?: string;
  /** Bearer token for an endpoint that asks for one (never needed with the local shop). */
  FORMS_TOKEN?: string;
}

export interface SendFormOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

function isErrorMap(value: unknown): value is Record<string, string> {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

export async function sendForm(
  env: FormsEnv,
  kind: FormKind,
  payload: Record<string, unknown>,
  options: SendFormOptions = {},
): Promise<FormDelivery> {
  const endpoint = env.FORMS_ENDPOINT?.trim().replace(/\/+$/, '');
  if (!endpoint) {
    console.error(`Formulaire « ${kind} » non envoyé : FORMS_ENDPOINT n'est pas configuré.`);
    return {ok: false, reason: 'unavailable'};
  }
  const doFetch = options.fetch ?? fetch;
  try {
    const response = await doFetch(`${endpoint}/${kind}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(env.FORMS_TOKEN ? {Authorization: `Bearer ${env.FORMS_TOKEN}`} : {}),
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(options.timeoutMs ?? FORM_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as {ok?: unknown; id?: unknown; errors?: unknown} | null;
    if (response.ok) return {ok: true, id: typeof body?.id === 'number' ? body.id : null};
    if (response.status === 400 && isErrorMap(body?.errors)) return {ok: false, reason: 'invalid', errors: body.errors};
    console.error(`Formulaire « ${kind} » refusé par ${endpoint} : HTTP ${response.status}`);
  } catch (error) {
    console.error(`Formulaire « ${kind} » non envoyé à ${endpoint} :`, error);
  }
  return {ok: false, reason: 'unavailable'};
}

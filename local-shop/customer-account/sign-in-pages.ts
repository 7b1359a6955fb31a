// The hosted sign-in pages, in French: the e-mail step, then the 6-digit code step. Plain
// forms that work without JavaScript, in the local shop's page shell; one field each,
// with its error next to it and announced.

import type {ServerResponse} from 'node:http';
import {sendPage} from '../http/pages.ts';
import {SHOP} from '../shared-rules.ts';
import type {AppState} from '../graphql/context.ts';
import {type Html, html} from '../http/util.ts';
import {LIMITS} from './config.ts';

export interface SignInView {
  action: string;
  signInId: string;
  email: string;
  error?: string;
  /** A message that is not an error (a new code was sent) */
  notice?: string;
}

const TAGLINE = 'Connexion sécurisée';
const CODE_MINUTES = LIMITS.emailCodeTtlMs / 60_000;

function fieldError(id: string, error: string | undefined): Html | '' {
  return error ? html`<p class="field-error" id="${id}-erreur"><span aria-hidden="true">⚠ </span>${error}</p>` : '';
}

function invalid(id: string, error: string | undefined): Html | '' {
  return error ? html` aria-invalid="true" aria-describedby="${id}-erreur"` : '';
}

function hidden(view: SignInView, step: string): Html {
  return html`<input type="hidden" name="demande" value="${view.signInId}"><input type="hidden" name="etape" value="${step}">`;
}

/** The first step: which e-mail address. An account is created on the first sign-in. */
export function emailPage(response: ServerResponse, app: AppState, view: SignInView, status = 200): void {
  sendPage(response, app, {
    status,
    title: 'Connexion',
    tagline: TAGLINE,
    body: html`<div class="card">
<h1>Connexion à votre compte</h1>
<p>Saisissez votre adresse e-mail : nous vous envoyons un code à 6 chiffres pour vous connecter, sans mot de passe.</p>
<p class="hint">Pas encore de compte ${SHOP.name} ? Il est créé à votre première connexion.</p>
<form method="post" action="${view.action}" novalidate>
${hidden(view, 'email')}
<div class="field spaced">
<label for="email">Adresse e-mail</label>
${fieldError('email', view.error)}
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" required aria-required="true" maxlength="254" value="${view.email}"${invalid('email', view.error)}${view.error ? ' autofocus' : ''}>
</div>
<p class="actions"><button class="button" type="submit">Recevoir un code</button></p>
</form>
</div>`,
  });
}

/** The second step: the code sent to the outbox, with a new code or another address on offer. */
export function codePage(response: ServerResponse, app: AppState, view: SignInView, status = 200): void {
  const outbox = `${app.publicUrl}/outbox.json?to=${encodeURIComponent(view.email)}`;
  sendPage(response, app, {
    status,
    title: 'Code de connexion',
    tagline: TAGLINE,
    body: html`<div class="card">
<h1>Saisissez votre code</h1>
${view.notice ? html`<p class="notice success" role="status">${view.notice}</p>` : ''}
<p>Un code à 6 chiffres a été envoyé à <strong>${view.email}</strong>. Il est valable ${CODE_MINUTES} minutes.</p>
<form method="post" action="${view.action}" novalidate>
${hidden(view, 'code')}
<div class="field spaced">
<label for="code">Code à 6 chiffres</label>
${fieldError('code', view.error)}
<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" maxlength="6" required aria-required="true"${invalid('code', view.error)} autofocus>
</div>
<p class="actions"><button class="button" type="submit">Se connecter</button></p>
</form>
<form method="post" action="${view.action}" class="actions">
${hidden(view, 'renvoyer')}
<button class="button secondary" type="submit">Recevoir un nouveau code</button>
</form>
<form method="post" action="${view.action}" class="actions">
${hidden(view, 'modifier')}
<button class="button secondary" type="submit">Utiliser une autre adresse e-mail</button>
</form>
<p class="hint spaced">Magasin local : aucun e-mail ne part réellement. Le message se lit dans la boîte d’envoi du magasin local : <a href="${outbox}">${outbox}</a>.</p>
</div>`,
  });
}

// The HTML shell of the local shop's pages (checkout, order status, policies, home,
// errors): French, accessible, no framework, one nonce-tagged <style> allowed by a
// strict CSP. Also the pages every area shares: home, 404, 500.

import type {ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {SHOP} from '../shared-rules.ts';
import type {RouteContext} from './router.ts';
import {type Html, html, newNonce, raw, sendHtml} from './util.ts';

const CSS = `
:root{--ink:#17212b;--muted:#52606d;--line:#d5dbe1;--bg:#f5f7fa;--card:#fff;--brand:#0b4f8a;--brand-dark:#083a66;--error:#b42318;--error-bg:#fef3f2;--ok:#027a48;--ok-bg:#ecfdf3;--focus:#f5a300}
*{box-sizing:border-box}
[hidden]{display:none!important}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:var(--bg)}
a{color:var(--brand)}
a:hover{color:var(--brand-dark)}
:focus-visible{outline:3px solid var(--focus);outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem;top:.5rem}
header.top{background:var(--card);border-bottom:1px solid var(--line)}
header.top .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;padding-block:.9rem}
.brand{font-weight:700;font-size:1.25rem;color:var(--ink);text-decoration:none}
.secure{color:var(--muted);font-size:.875rem}
.wrap{max-width:1160px;margin:0 auto;padding-inline:1rem}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
main{padding-block:1.5rem 3rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 1rem}
h2{font-size:1.15rem;margin:0 0 .75rem}
.steps{display:flex;gap:.5rem;list-style:none;padding:0;margin:0 0 1.25rem;color:var(--muted);font-size:.9rem;flex-wrap:wrap}
.steps li[aria-current]{color:var(--ink);font-weight:600}
.steps li+li::before{content:"›";margin-right:.5rem;color:var(--muted)}
.layout{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1fr);grid-template-areas:"head" "summary" "main"}
.layout>.head{grid-area:head}.layout>.main{grid-area:main;min-width:0}.layout>.summary{grid-area:summary;min-width:0}
.head h1{margin-bottom:0}
@media (min-width:1000px){.layout{grid-template-columns:minmax(0,1fr) minmax(380px,440px);grid-template-rows:auto 1fr;grid-template-areas:"head summary" "main summary";column-gap:2.5rem;align-items:start}.summary{position:sticky;top:1rem}}
.summary-toggle{display:flex;width:100%;justify-content:space-between;align-items:center;gap:1rem;font:inherit;color:var(--brand);background:var(--card);border:1px solid var(--line);border-radius:10px;padding:.85rem 1.1rem;min-height:48px;cursor:pointer;text-align:left}
.summary-toggle strong{color:var(--ink);font-size:1.1rem;white-space:nowrap}
.summary-toggle[aria-expanded=true]{border-radius:10px 10px 0 0;border-bottom-color:transparent}
.summary-toggle[aria-expanded=true]+.summary-body{border-top-left-radius:0;border-top-right-radius:0}
.summary-toggle-label::after{content:" ▾";font-size:.85em}
.summary-toggle[aria-expanded=true] .summary-toggle-label::after{content:" ▴"}
.summary-body{background:#fafbfc}
.card{background:var(--card);border:1px solid var(--line);border-radius:10px;padding:1.25rem}
fieldset{border:1px solid var(--line);border-radius:10px;padding:1rem 1.25rem 1.25rem;margin:0 0 1.25rem;background:var(--card);min-width:0}
legend{font-weight:700;font-size:1.05rem;padding:0 .35rem}
.grid{display:grid;gap:.9rem}
@media (min-width:560px){.grid.two{grid-template-columns:1fr 1fr}}
.field{display:flex;flex-direction:column;gap:.3rem}
label{font-weight:600;font-size:.95rem}
.optional{font-weight:400;color:var(--muted)}
.hint{color:var(--muted);font-size:.875rem;margin:0}
input[type=text],input[type=email],input[type=tel],select{font:inherit;width:100%;padding:.6rem .7rem;border:1px solid #98a2b3;border-radius:8px;background:#fff;color:var(--ink);min-height:44px}
input[aria-invalid=true],select[aria-invalid=true]{border-color:var(--error);border-width:2px}
.field-error{color:var(--error);font-size:.9rem;font-weight:600;margin:0}
.choice{display:flex;gap:.75rem;align-items:flex-start;padding:.85rem;border:1px solid var(--line);border-radius:8px;margin-top:.6rem;background:#fff}
.choice input{margin-top:.3rem;width:1.15rem;height:1.15rem;flex:none}
.choice label{display:flex;flex-direction:column;flex:1;font-weight:400;cursor:pointer}
.choice .title{font-weight:600;display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.choice .desc{color:var(--muted);font-size:.9rem}
.nested{margin:.75rem 0 0 2rem}
.pay-total{font-size:1.1rem;margin:0 0 .25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;justify-content:space-between;margin-top:1rem}
.button{display:inline-flex;align-items:center;justify-content:center;font:inherit;font-weight:700;border-radius:8px;padding:.75rem 1.4rem;min-height:48px;border:2px solid var(--brand);background:var(--brand);color:#fff;cursor:pointer;text-decoration:none}
.button:hover{background:var(--brand-dark);border-color:var(--brand-dark);color:#fff}
.button.secondary{background:#fff;color:var(--brand)}
.button.secondary:hover{background:var(--bg);color:var(--brand-dark)}
.error-summary{border:2px solid var(--error);background:var(--error-bg);border-radius:10px;padding:1rem 1.25rem;margin-bottom:1.25rem}
.error-summary h2{color:var(--error)}
.error-summary ul{margin:.25rem 0 0;padding-left:1.2rem}
.error-summary a{color:var(--error);font-weight:600}
.notice{border-left:4px solid var(--brand);background:#eef5fb;padding:.75rem 1rem;border-radius:0 8px 8px 0;margin:0 0 1rem}
.success{border-left-color:var(--ok);background:var(--ok-bg)}
.warning{border-left-color:#b45309;background:#fff7e6}
.notice ul{margin:.25rem 0;padding-left:1.2rem;overflow-wrap:anywhere}
.lines{list-style:none;margin:0;padding:0}
.line{display:grid;grid-template-columns:64px minmax(0,1fr) auto;gap:.75rem;align-items:start;padding:.7rem 0;border-bottom:1px solid var(--line)}
.line img,.line .noimg{width:64px;height:64px;border:1px solid var(--line);border-radius:8px;background:#fff;object-fit:contain;display:block}
.line .name{font-weight:600;font-size:.95rem;overflow-wrap:anywhere;hyphens:auto}
.line .meta{color:var(--muted);font-size:.85rem}
.line .price{font-weight:600;white-space:nowrap;display:flex;flex-direction:column;align-items:flex-end}
.line .price s{color:var(--muted);font-weight:400;font-size:.85rem}
.line .discount{color:var(--ok)}
.totals{margin:.75rem 0 0;display:grid;grid-template-columns:max-content 1fr;gap:.35rem 0}
.totals dt{color:var(--muted);white-space:nowrap}
.totals dd{margin:0;padding-left:1rem;text-align:right}
.totals .grand{font-weight:700;font-size:1.1rem;color:var(--ink);padding-top:.5rem;border-top:1px solid var(--line)}
.recap{display:grid;gap:.25rem;margin:0 0 1.25rem}
.spaced{margin-top:1rem}
.recap p{margin:0}
address{font-style:normal}
.bank-page{max-width:34rem;margin:1rem auto}
.bank-name{font-weight:700;color:var(--muted);text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;margin:0 0 .5rem}
.bank-details{display:grid;grid-template-columns:max-content 1fr;gap:.35rem 1rem;margin:1rem 0}
.bank-details dt{color:var(--muted)}
.bank-details dd{margin:0}
.bank dt{font-weight:600}
.bank dd{margin:0 0 .5rem;font-family:ui-monospace,Menlo,Consolas,monospace}
footer.bottom{color:var(--muted);font-size:.85rem;padding-block:1.5rem;border-top:1px solid var(--line);background:var(--card)}
@media (max-width:420px){.line{grid-template-columns:48px minmax(0,1fr)}.line .price{grid-column:2;flex-direction:row;align-items:baseline;gap:.5rem}.line img,.line .noimg{width:48px;height:48px}.button{width:100%}.totals dt{white-space:normal}}
`;

export interface PageOptions {
  title: string;
  body: Html;
  nonce?: string;
  script?: string;
  status?: number;
  headers?: Record<string, string>;
  /** Beside the shop's name in the header; 'Paiement sécurisé' unless told */
  tagline?: string;
}

export function renderPage(app: AppState, {title, body, nonce = newNonce(), script, tagline = 'Paiement sécurisé'}: PageOptions): {text: string; nonce: string} {
  const storefront = app.storefrontUrl;
  const page = html`<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${title} – ${SHOP.name}</title>
<style nonce="${nonce}">${raw(CSS)}</style>
</head>
<body>
<a class="skip" href="#contenu">Aller au contenu</a>
<header class="top"><div class="wrap"><a class="brand" href="${storefront}/">${SHOP.name}</a><span class="secure">${tagline}</span></div></header>
<main id="contenu" tabindex="-1"><div class="wrap">${body}</div></main>
<footer class="bottom"><div class="wrap">${SHOP.legalName} · ${SHOP.address.street}, ${SHOP.address.postalCode} ${SHOP.address.city} · <a href="tel:${SHOP.phoneE164}">${SHOP.phone}</a> · <a href="mailto:${SHOP.email}">${SHOP.email}</a></div></footer>
${script ? html`<script nonce="${nonce}">${raw(script)}</script>` : ''}
</body>
</html>`;
  return {text: page.text, nonce};
}

export function sendPage(response: ServerResponse, app: AppState, options: PageOptions): void {
  const {text, nonce} = renderPage(app, options);
  sendHtml(response, options.status ?? 200, text, nonce, options.headers, [new URL(app.storefrontUrl).origin]);
}

/** A short page: a title, a message and links. */
export function messagePage(
  response: ServerResponse,
  app: AppState,
  status: number,
  title: string,
  message: Html | string,
  links: {href: string; label: string; primary?: boolean}[] = [],
): void {
  sendPage(response, app, {
    status,
    title,
    body: html`<div class="card"><h1>${title}</h1><p>${message}</p>${
      links.length
        ? html`<p class="actions">${links.map((link) => html`<a class="button${link.primary ? '' : ' secondary'}" href="${link.href}">${link.label}</a>`)}</p>`
        : ''
    }</div>`,
  });
}

/** GET /: what this server is, for whoever opens it in a browser. */
export function homePage({response, app}: RouteContext): void {
  sendPage(response, app, {
    title: 'Magasin local',
    body: html`<div class="card"><h1>Magasin local ${SHOP.name}</h1>
<p>Ce serveur remplace une boutique Shopify pendant le développement, les démonstrations et les tests : il répond à l’API Storefront, sert les images des produits et héberge le paiement.</p>
<ul>
<li>API Storefront : <code>POST ${app.publicUrl}/api/2026-04/graphql.json</code></li>
<li>État : <a href="/health">/health</a></li>
<li>Messages qui auraient été envoyés (développement) : <code>/outbox.json?to=&lt;adresse e-mail&gt;</code></li>
<li>Boutique : <a href="${app.storefrontUrl}/">${app.storefrontUrl}</a></li>
</ul></div>`,
  });
}

export function notFoundPage({response, app}: RouteContext): void {
  messagePage(response, app, 404, 'Page introuvable', "Cette adresse n’existe pas sur le magasin local.", [
    {href: `${app.storefrontUrl}/`, label: 'Retour à la boutique', primary: true},
  ]);
}

export function serverErrorPage({response}: RouteContext): void {
  const nonce = newNonce();
  sendHtml(
    response,
    500,
    `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur</title></head><body><main><h1>Une erreur est survenue</h1><p>Veuillez réessayer dans quelques instants.</p></main></body></html>`,
    nonce,
  );
}

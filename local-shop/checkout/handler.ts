// The hosted checkout at cart.checkoutUrl: /checkout/cn/<cart token>?key=<cart secret>,
// one page per step. The checks every step shares (session.ts) come first; then a link
// (GET ?etape=<step>) shows a step's page and a form (POST, its hidden `step` field)
// goes to the step that sent it. Every POST carries a CSRF token derived from the
// cart's secret key. A new step is a CheckoutStep added to STEPS.

import type {ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {messagePage} from '../http/pages.ts';
import type {RouteContext} from '../http/router.ts';
import {type CheckoutStep, openCheckout} from './session.ts';
import {deliveryStep} from './steps/delivery.ts';
import {informationStep} from './steps/information.ts';

/** The checkout's pages, in order. */
const STEPS: readonly CheckoutStep[] = [informationStep, deliveryStep];

/** A link without a known step opens the first; a form without a known step is the last page's. */
const stepToShow = (name: string | null) => STEPS.find((step) => step.name === name) ?? STEPS[0];
const stepToSubmit = (name: string | null) => STEPS.find((step) => step.name === name) ?? STEPS[STEPS.length - 1];

export async function handleCheckout(ctx: RouteContext): Promise<void> {
  const opened = await openCheckout(ctx);
  if (!opened) return;
  const {checkout, form} = opened;
  if (form) await stepToSubmit(form.get('step')).submit(checkout, form);
  else stepToShow(ctx.url.searchParams.get('etape')).show(checkout);
}

/** 405: the checkout is used with a browser (GET, HEAD and its forms' POST). */
export function checkoutMethodNotAllowed({response, app}: {response: ServerResponse; app: AppState}): void {
  messagePage(response, app, 405, 'Méthode non autorisée', 'Cette page ne s’utilise que depuis votre navigateur.');
}

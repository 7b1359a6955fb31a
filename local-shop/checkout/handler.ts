// The hosted checkout at cart.checkoutUrl: /checkout/cn/<cart token>?key=<cart secret>,
// one page per step. The checks every step shares (session.ts) come first; then a link
// (GET ?etape=<step>) shows a step's page and a form (POST, its hidden `step` field)
// goes to the step that sent it. Every POST carries a CSRF token derived from the
// cart's secret key. A new step is a CheckoutStep added to STEPS.

import type {ServerResponse} from 'node:http';
import type {AppState} from '../graphql/context.ts';
import {messagePage} from '../http/pages.ts';
import type {RouteContext} from '../http/router.ts';
import {type CheckoutRequest, type CheckoutStep, openCheckout, savedInformation} from './session.ts';
import {authenticationStep} from './steps/authentication.ts';
import {deliveryStep} from './steps/delivery.ts';
import {informationStep} from './steps/information.ts';

/** The checkout's pages, in order. */
const STEPS: readonly CheckoutStep[] = [informationStep, deliveryStep, authenticationStep];

/**
 * A link names its step; without one, the checkout opens where the buyer can go on from:
 * the delivery step once the contact and address are known (saved, or handed over with
 * the cart by the storefront), else the information step.
 */
function stepToShow(name: string | null, checkout: CheckoutRequest): CheckoutStep {
  const named = STEPS.find((step) => step.name === name);
  if (named) return named;
  return savedInformation(checkout) ? deliveryStep : informationStep;
}

/** A form without a known step is the delivery page's. */
const stepToSubmit = (name: string | null) => STEPS.find((step) => step.name === name) ?? deliveryStep;

export async function handleCheckout(ctx: RouteContext): Promise<void> {
  const opened = await openCheckout(ctx);
  if (!opened) return;
  const {checkout, form} = opened;
  if (form) await stepToSubmit(form.get('step')).submit(checkout, form);
  else stepToShow(ctx.url.searchParams.get('etape'), checkout).show(checkout);
}

/** 405: the checkout is used with a browser (GET, HEAD and its forms' POST). */
export function checkoutMethodNotAllowed({response, app}: {response: ServerResponse; app: AppState}): void {
  messagePage(response, app, 405, 'Méthode non autorisée', 'Cette page ne s’utilise que depuis votre navigateur.');
}

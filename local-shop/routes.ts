// Every address the local shop answers, in one table: areas of paths, each with its
// routes (methods + path pattern → handler) and its own answers for an unknown path, a
// method a path does not take, a refused request and an unexpected error. The first
// area whose path matches answers; the last one catches every other path.
// http/router.ts dispatches; the handlers live with their feature.

import {checkoutMethodNotAllowed, handleCheckout} from './checkout/handler.ts';
import {CUSTOMER_ACCOUNT_AREA} from './customer-account/routes.ts';
import {handleOrderPage, orderPageMethodNotAllowed} from './checkout/order-page.ts';
import {
  ADMIN_PATH,
  DASHBOARD_PATH,
  MODERATION_PATH,
  SUBMISSIONS_PATH,
  adminAuthorized,
  adminNotFound,
  dashboard,
  dashboardMethodNotAllowed,
  moderate,
  moderationMethodNotAllowed,
  submissions,
  submissionsMethodNotAllowed,
} from './forms/admin.ts';
import {
  FORMS_PATH,
  HELPFUL_PATH,
  REVIEWS_PATH,
  SUBMIT_PATH,
  formsAuthorized,
  formsFailed,
  formsMethodNotAllowed,
  formsNotFound,
  listReviews,
  markHelpful,
  submitForm,
} from './forms/endpoint.ts';
import {DEVIS_CART_PATH, DEVIS_CREATE_PATH, DEVIS_READ_PATH, createQuote, quoteToCart, readQuote} from './devis/endpoint.ts';
import {API_PATH, handleApi} from './http/api.ts';
import {apiFailed, apiNotFound} from './http/api-errors.ts';
import {handleHealth} from './http/health.ts';
import {
  ARTICLE_IMAGE_PATH,
  COLLECTION_IMAGE_PATH,
  IMAGE_PATH,
  PHOTO_PATH,
  handleArticleImage,
  handleCollectionImage,
  handleImage,
  handlePhoto,
} from './http/images.ts';
import {OUTBOX_PATH, handleOutbox, outboxMethodNotAllowed} from './http/outbox.ts';
import {homePage, notFoundPage, serverErrorPage} from './http/pages.ts';
import {POLICY_PATH, handlePolicy} from './http/policies.ts';
import {type Area, route} from './http/router.ts';
import {methodNotAllowedJson} from './http/util.ts';
import {CHECKOUT_PATH, ORDER_PATH} from './urls.ts';

const READ = ['GET', 'HEAD'] as const;

export const ROUTES: readonly Area[] = [
  {
    name: 'Storefront API',
    path: /^\/api\//,
    routes: [
      // The endpoint answers OPTIONS (CORS) and 405 itself, with Shopify's CORS headers.
      route('ANY', API_PATH, ({request, response, app}) => handleApi(request, response, app), {readsBody: true}),
    ],
    notFound: apiNotFound,
    notAllowed: methodNotAllowedJson,
    errorLabel: 'Erreur inattendue :',
    failed: apiFailed,
  },
  {
    name: 'Forms endpoint (FORMS_ENDPOINT)',
    path: FORMS_PATH,
    guard: formsAuthorized,
    routes: [
      route(['POST'], HELPFUL_PATH, markHelpful, {readsBody: true}),
      route(READ, REVIEWS_PATH, listReviews),
      route(['POST'], DEVIS_CREATE_PATH, createQuote, {readsBody: true}),
      route(READ, DEVIS_READ_PATH, readQuote),
      route(['POST'], DEVIS_CART_PATH, quoteToCart, {readsBody: true}),
      route(['POST'], SUBMIT_PATH, submitForm, {readsBody: true}),
    ],
    notFound: formsNotFound,
    notAllowed: formsMethodNotAllowed,
    errorLabel: 'Erreur du point de réception des formulaires :',
    failed: formsFailed,
  },
  {
    name: 'Merchant admin',
    path: ADMIN_PATH,
    guard: adminAuthorized,
    routes: [
      route(READ, DASHBOARD_PATH, dashboard, {notAllowed: dashboardMethodNotAllowed}),
      route(READ, SUBMISSIONS_PATH, submissions, {notAllowed: submissionsMethodNotAllowed}),
      route(['POST'], MODERATION_PATH, moderate, {readsBody: true, notAllowed: moderationMethodNotAllowed}),
    ],
    notFound: adminNotFound,
    notAllowed: dashboardMethodNotAllowed,
    errorLabel: 'Erreur inattendue :',
    failed: serverErrorPage,
  },
  CUSTOMER_ACCOUNT_AREA,
  {
    name: 'Pages, images and checkout',
    path: /^/,
    routes: [
      route(READ, '/', homePage, {notAllowed: notFoundPage}),
      route('ANY', '/health', handleHealth),
      route(READ, OUTBOX_PATH, handleOutbox, {notAllowed: outboxMethodNotAllowed}),
      route(READ, IMAGE_PATH, handleImage),
      route(READ, PHOTO_PATH, handlePhoto),
      route(READ, COLLECTION_IMAGE_PATH, handleCollectionImage),
      route(READ, ARTICLE_IMAGE_PATH, handleArticleImage),
      route('ANY', POLICY_PATH, handlePolicy),
      route(['GET', 'HEAD', 'POST'], CHECKOUT_PATH, handleCheckout, {readsBody: true, notAllowed: checkoutMethodNotAllowed}),
      route(READ, ORDER_PATH, handleOrderPage, {notAllowed: orderPageMethodNotAllowed}),
    ],
    notFound: notFoundPage,
    notAllowed: methodNotAllowedJson,
    errorLabel: 'Erreur inattendue :',
    failed: serverErrorPage,
  },
];

// The legacy Storefront customer API: accounts with e-mail and password, access tokens,
// profile and address book, password recovery. Codes and fields are Shopify's; the
// messages are French (the storefront shows them as they come).

import type {CustomerRecord} from '../store/customers.ts';
import {minutesFrom} from '../shared-rules.ts';
import {hashPassword, verifyPassword} from '../store/customers.ts';
import type {RequestContext} from './context.ts';
import {type CustomerUserError, InputErrors, PASSWORD_MAX, withUserErrors} from './customer-input.ts';
import {addressGid, addressIdOf, customerAddressView, customerView} from './customer-view.ts';
import {ApiError} from './errors.ts';

type Args = Record<string, any>;

/** At most this many reset e-mails per customer and hour. */
const RESETS_PER_HOUR = 5;
const MAX_ADDRESSES = 100;

function tokenView(token: {accessToken: string; expiresAt: string}) {
  return {__typename: 'CustomerAccessToken', accessToken: token.accessToken, expiresAt: token.expiresAt};
}

function invalidToken(ctx: RequestContext): CustomerUserError[] {
  return [{code: 'TOKEN_INVALID', field: ['customerAccessToken'], message: ctx.t.accessTokenInvalid()}];
}

function customerIdOf(id: unknown): number | null {
  const match = typeof id === 'string' ? /^(?:gid:\/\/shopify\/Customer\/)?(\d{1,12})$/.exec(id) : null;
  return match ? Number(match[1]) : null;
}

/** The id and token of a reset link: the storefront's page or Shopify's /account/reset/<id>/<token>. */
function parseResetUrl(value: unknown): {id: number; token: string} | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const shopify = /\/account\/reset\/(\d{1,12})\/([0-9a-f]{64})\/?$/.exec(url.pathname);
  if (shopify) return {id: Number(shopify[1]), token: shopify[2]};
  const id = customerIdOf(url.searchParams.get('id') ?? '');
  const token = url.searchParams.get('token') ?? '';
  return id !== null && /^[0-9a-f]{64}$/.test(token) ? {id, token} : null;
}

async function reset(ctx: RequestContext, customerId: number | null, token: string, password: unknown, fields: {token: string[]; password: string[]}) {
  const errors = new InputErrors(ctx.t, fields.password.slice(0, -1));
  const clean = errors.password(password);
  if (!errors.empty) return withUserErrors({customer: null, customerAccessToken: null, customerUserErrors: errors.list});
  const store = ctx.app.customers;
  const customer = customerId === null ? null : store.byId(customerId);
  const refused = withUserErrors({
    customer: null,
    customerAccessToken: null,
    customerUserErrors: [{code: 'TOKEN_INVALID', field: fields.token, message: ctx.t.resetTokenInvalid()}],
  });
  if (!customer || !store.resetUsable(customer.id, token)) return refused;
  const passwordHash = await hashPassword(clean as string);
  // Consumed after the (slow) hashing: of two concurrent uses, one wins.
  if (!store.consumeReset(customer.id, token)) return refused;
  const changed = store.changePassword(customer, passwordHash);
  // The owner chose a new password: guesses against the account no longer slow it down.
  ctx.app.limits.signIn.forgive(customer.email.toLowerCase());
  return withUserErrors({customer: customerView(changed.customer, ctx), customerAccessToken: tokenView(changed.token), customerUserErrors: []});
}

export const customerQueries = {
  customer: ({customerAccessToken}: Args, ctx: RequestContext) => {
    const customer = ctx.app.customers.byToken(customerAccessToken);
    return customer ? customerView(customer, ctx) : null;
  },
};

export const customerMutations = {
  customerCreate: async ({input}: Args, ctx: RequestContext) => {
    const errors = new InputErrors(ctx.t, ['input']);
    const email = errors.email(input.email);
    const password = errors.password(input.password);
    const firstName = errors.name('firstName', input.firstName);
    const lastName = errors.name('lastName', input.lastName);
    const phone = errors.phone(input.phone);
    const store = ctx.app.customers;
    if (email && store.byEmail(email)) errors.add('TAKEN', 'email', ctx.t.emailTaken());
    if (phone && store.byPhone(phone)) errors.add('TAKEN', 'phone', ctx.t.phoneTaken());
    if (!errors.empty) return withUserErrors({customer: null, customerUserErrors: errors.list});
    const passwordHash = await hashPassword(password as string);
    // Checked again after the hashing: another request may have taken the address meanwhile.
    if (store.byEmail(email as string)) {
      return withUserErrors({customer: null, customerUserErrors: [{code: 'TAKEN', field: ['input', 'email'], message: ctx.t.emailTaken()}]});
    }
    if (phone && store.byPhone(phone)) {
      return withUserErrors({customer: null, customerUserErrors: [{code: 'TAKEN', field: ['input', 'phone'], message: ctx.t.phoneTaken()}]});
    }
    const customer = store.create({
      email: email as string,
      passwordHash,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
      phone: phone ?? null,
      acceptsMarketing: Boolean(input.acceptsMarketing),
    });
    return withUserErrors({customer: customerView(customer, ctx), customerUserErrors: []});
  },

  customerAccessTokenCreate: async ({input}: Args, ctx: RequestContext) => {
    const email = String(input.email ?? '').trim().slice(0, 320);
    const password = String(input.password ?? '');
    const store = ctx.app.customers;
    const customer = email === '' ? null : store.byEmail(email);
    // Wrong passwords slow the client and the account down; only the client can be
    // refused outright, never the account (docs/decisions/030).
    const attempt = await ctx.app.limits.signIn.attempt(ctx.buyer, email.toLowerCase(), async () => {
      // The hash is checked even for an unknown e-mail, so that both answers take as long.
      const valid = password.length <= PASSWORD_MAX && (await verifyPassword(password, customer?.passwordHash ?? null));
      return customer !== null && valid;
    });
    if ('refused' in attempt) {
      throw new ApiError(
        attempt.refused === 'client' ? ctx.t.signInClientThrottled(minutesFrom(attempt.retryAfterMs)) : ctx.t.signInBusy(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))),
        'THROTTLED',
      );
    }
    if (!customer || !attempt.ok) {
      return withUserErrors({
        customerAccessToken: null,
        customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: null, message: ctx.t.badCredentials()}],
      });
    }
    return withUserErrors({customerAccessToken: tokenView(store.issueToken(customer.id)), customerUserErrors: []});
  },

  customerAccessTokenRenew: ({customerAccessToken}: Args, ctx: RequestContext) => {
    const renewed = ctx.app.customers.renewToken(String(customerAccessToken));
    return renewed
      ? {customerAccessToken: tokenView(renewed), userErrors: []}
      : {customerAccessToken: null, userErrors: [{field: ['customerAccessToken'], message: ctx.t.accessTokenMissing()}]};
  },

  customerAccessTokenDelete: ({customerAccessToken}: Args, ctx: RequestContext) => {
    const token = String(customerAccessToken);
    if (!ctx.app.customers.deleteToken(token)) {
      return {deletedAccessToken: null, deletedCustomerAccessTokenId: null, userErrors: [{field: ['customerAccessToken'], message: ctx.t.accessTokenMissing()}]};
    }
    return {deletedAccessToken: token, deletedCustomerAccessTokenId: `gid://shopify/CustomerAccessToken/${token.slice(0, 16)}`, userErrors: []};
  },

  customerUpdate: async ({customerAccessToken, customer: input}: Args, ctx: RequestContext) => {
    const store = ctx.app.customers;
    const customer = store.byToken(customerAccessToken);
    if (!customer) return withUserErrors({customer: null, customerAccessToken: null, customerUserErrors: invalidToken(ctx)});
    const errors = new InputErrors(ctx.t, ['customer']);
    const changes: Parameters<typeof store.update>[1] = {};
    if (input.email !== undefined && input.email !== null) {
      const email = errors.email(input.email);
      const owner = email ? store.byEmail(email) : null;
      if (owner && owner.id !== customer.id) errors.add('TAKEN', 'email', ctx.t.emailTaken());
      else if (email) changes.email = email;
    }
    for (const field of ['firstName', 'lastName'] as const) {
      if (input[field] === undefined) continue;
      const name = errors.name(field, input[field]);
      if (name !== undefined) changes[field] = name;
    }
    if (input.phone !== undefined) {
      const phone = errors.phone(input.phone);
      const owner = phone ? store.byPhone(phone) : null;
      if (owner && owner.id !== customer.id) errors.add('TAKEN', 'phone', ctx.t.phoneTaken());
      else if (phone !== undefined) changes.phone = phone;
    }
    if (input.acceptsMarketing !== undefined && input.acceptsMarketing !== null) changes.acceptsMarketing = Boolean(input.acceptsMarketing);
    const password = input.password === undefined || input.password === null ? null : errors.password(input.password);
    if (!errors.empty) return withUserErrors({customer: null, customerAccessToken: null, customerUserErrors: errors.list});
    const passwordHash = password ? await hashPassword(password) : null;
    let updated = store.update(customer.id, changes);
    let token: {accessToken: string; expiresAt: string} | null = null;
    if (passwordHash) {
      // Shopify: a new password revokes the token used, and a new one is returned.
      const changed = store.changePassword(updated, passwordHash);
      ctx.app.limits.signIn.forgive(updated.email.toLowerCase());
      updated = changed.customer;
      token = changed.token;
    }
    return withUserErrors({customer: customerView(updated, ctx), customerAccessToken: token ? tokenView(token) : null, customerUserErrors: []});
  },

  customerAddressCreate: ({customerAccessToken, address}: Args, ctx: RequestContext) => {
    const store = ctx.app.customers;
    const customer = store.byToken(customerAccessToken);
    if (!customer) return withUserErrors({customerAddress: null, customerUserErrors: invalidToken(ctx)});
    const errors = new InputErrors(ctx.t, ['address']);
    const values = errors.address(address ?? {});
    errors.zipForCountry(values.zip, values.countryCode);
    if (store.addresses(customer.id).length >= MAX_ADDRESSES) errors.list.push({code: 'INVALID', field: ['address'], message: ctx.t.tooManyAddresses(MAX_ADDRESSES)});
    if (!errors.empty) return withUserErrors({customerAddress: null, customerUserErrors: errors.list});
    return withUserErrors({customerAddress: customerAddressView(store.addAddress(customer.id, values)), customerUserErrors: []});
  },

  customerAddressUpdate: ({customerAccessToken, id, address}: Args, ctx: RequestContext) => {
    const store = ctx.app.customers;
    const customer = store.byToken(customerAccessToken);
    if (!customer) return withUserErrors({customerAddress: null, customerUserErrors: invalidToken(ctx)});
    const addressId = addressIdOf(id);
    const current = addressId === null ? null : store.address(customer.id, addressId);
    if (!current) {
      return withUserErrors({customerAddress: null, customerUserErrors: [{code: 'NOT_FOUND', field: ['id'], message: ctx.t.addressNotFound()}]});
    }
    const errors = new InputErrors(ctx.t, ['address']);
    const values = errors.address(address ?? {});
    errors.zipForCountry(values.zip === undefined ? current.zip : values.zip, values.countryCode === undefined ? current.countryCode : values.countryCode);
    if (!errors.empty) return withUserErrors({customerAddress: null, customerUserErrors: errors.list});
    const updated = store.updateAddress(customer.id, current.id, values);
    return withUserErrors({customerAddress: updated ? customerAddressView(updated) : null, customerUserErrors: []});
  },

  customerAddressDelete: ({customerAccessToken, id}: Args, ctx: RequestContext) => {
    const store = ctx.app.customers;
    const customer = store.byToken(customerAccessToken);
    if (!customer) return withUserErrors({deletedCustomerAddressId: null, customerUserErrors: invalidToken(ctx)});
    const addressId = addressIdOf(id);
    if (addressId === null || !store.deleteAddress(customer.id, addressId)) {
      return withUserErrors({deletedCustomerAddressId: null, customerUserErrors: [{code: 'NOT_FOUND', field: ['id'], message: ctx.t.addressNotFound()}]});
    }
    return withUserErrors({deletedCustomerAddressId: addressGid(addressId), customerUserErrors: []});
  },

  customerDefaultAddressUpdate: ({customerAccessToken, addressId}: Args, ctx: RequestContext) => {
    const store = ctx.app.customers;
    const customer = store.byToken(customerAccessToken);
    if (!customer) return withUserErrors({customer: null, customerUserErrors: invalidToken(ctx)});
    const id = addressIdOf(addressId);
    if (id === null || !store.setDefaultAddress(customer.id, id)) {
      return withUserErrors({customer: null, customerUserErrors: [{code: 'NOT_FOUND', field: ['addressId'], message: ctx.t.addressNotFound()}]});
    }
    return withUserErrors({customer: customerView(store.byId(customer.id) as CustomerRecord, ctx), customerUserErrors: []});
  },

  customerRecover: ({email}: Args, ctx: RequestContext) => {
    const store = ctx.app.customers;
    const address = String(email ?? '').trim();
    const customer = address === '' ? null : store.byEmail(address);
    if (!customer) {
      return withUserErrors({customerUserErrors: [{code: 'UNIDENTIFIED_CUSTOMER', field: ['email'], message: ctx.t.unknownEmail()}]});
    }
    if (store.recentResets(customer.id) >= RESETS_PER_HOUR) throw new ApiError(ctx.t.recoverThrottled(), 'THROTTLED');
    const token = store.issueReset(customer.id);
    const link = `${ctx.app.storefrontUrl}/reinitialiser-mot-de-passe?id=${customer.id}&token=${token}`;
    const greeting = customer.firstName ? `Bonjour ${customer.firstName},` : 'Bonjour,';
    ctx.app.outbox.add({
      kind: 'password-reset',
      to: customer.email,
      subject: 'Réinitialisation de votre mot de passe',
      body: [
        greeting,
        '',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte Vérins Pro.',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure, une seule fois) :',
        link,
        '',
        "Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
        '',
        "L’équipe Vérins Pro",
      ].join('\n'),
      link,
    });
    return withUserErrors({customerUserErrors: []});
  },

  customerReset: ({id, input}: Args, ctx: RequestContext) =>
    reset(ctx, customerIdOf(id), String(input.resetToken ?? ''), input.password, {token: ['input', 'resetToken'], password: ['input', 'password']}),

  customerResetByUrl: ({resetUrl, password}: Args, ctx: RequestContext) => {
    const parsed = parseResetUrl(resetUrl);
    if (!parsed) {
      return withUserErrors({
        customer: null,
        customerAccessToken: null,
        customerUserErrors: [{code: 'INVALID', field: ['resetUrl'], message: ctx.t.resetUrlInvalid()}],
      });
    }
    return reset(ctx, parsed.id, parsed.token, password, {token: ['resetUrl'], password: ['password']});
  },

  // Accounts are never created disabled here, so there is nothing to activate.
  customerActivate: (_args: Args, ctx: RequestContext) =>
    withUserErrors({customer: null, customerAccessToken: null, customerUserErrors: [{code: 'TOKEN_INVALID', field: ['input', 'activationToken'], message: ctx.t.resetTokenInvalid()}]}),
  customerActivateByUrl: (_args: Args, ctx: RequestContext) =>
    withUserErrors({customer: null, customerAccessToken: null, customerUserErrors: [{code: 'TOKEN_INVALID', field: ['activationUrl'], message: ctx.t.resetTokenInvalid()}]}),
  // Multipass is a Shopify Plus feature the local shop does not have.
  customerAccessTokenCreateWithMultipass: (_args: Args, ctx: RequestContext) =>
    withUserErrors({
      customerAccessToken: null,
      customerUserErrors: [{code: 'INVALID_MULTIPASS_REQUEST', field: ['multipassToken'], message: ctx.t.multipassUnavailable()}],
    }),
};

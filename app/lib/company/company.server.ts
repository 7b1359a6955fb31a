// The company of a professional buyer on the storefront's server: /profil's form, the
// HT price mode a company account starts with, and the company handed to the checkout.

import {data} from 'react-router';
import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import type {AccountData} from '../account/account-data.server.ts';
import {formatPhone} from '../account/phone.ts';
import type {DevisBuyerField} from '../devis/buyer.ts';
import {readCookie} from '../platform/cookies.ts';
import {attempt} from '../platform/storefront-errors.ts';
import {PRICE_MODE_COOKIE, serializePriceModeCookie} from '../vat.ts';
import {COMPANY_MESSAGES, type CompanyDetails, type CompanyFormField, isCompany, validateCompany} from './company.ts';

type Context = Pick<HydrogenRouterContextProvider, 'appSession'>;

/** What /profil's company form reads back. */
export interface CompanyReply {
  intent: 'company';
  errors: Partial<Record<CompanyFormField | 'form', string>>;
  saved: boolean;
  /** What was typed, shown again with the errors */
  values: Record<CompanyFormField, string>;
}

/**
 * A company buyer sees prices HT by default (issue 23): the price-mode cookie is set to
 * HT — unless the visitor already chose a mode with the toggle (the cookie exists). The
 * pages stay shared per price mode (decisions 050–051): nothing personal in them.
 */
export function companyPriceModeCookie(request: Request, company: CompanyDetails | null | undefined): string | null {
  if (!isCompany(company)) return null;
  if (readCookie(request.headers.get('Cookie'), PRICE_MODE_COOKIE) !== null) return null;
  return serializePriceModeCookie('HT');
}

/** After signing in: the HT cookie when the account is a company's; a failure to read it changes nothing. */
export async function signInPriceModeCookie(account: AccountData, request: Request): Promise<string | null> {
  if (readCookie(request.headers.get('Cookie'), PRICE_MODE_COOKIE) !== null) return null;
  const company = await attempt(account.company());
  return company.ok ? companyPriceModeCookie(request, company.value) : null;
}

/** /profil 'Mon entreprise': checked here, saved in the customer's metafields. */
export async function saveCompany(context: Context, account: AccountData, formData: FormData, request: Request) {
  const values: CompanyReply['values'] = {
    companyName: String(formData.get('companyName') ?? '').slice(0, 300),
    siret: String(formData.get('siret') ?? '').slice(0, 60),
    vatNumber: String(formData.get('vatNumber') ?? '').slice(0, 60),
  };
  const reply = (errors: CompanyReply['errors'], status: number) => data<CompanyReply>({intent: 'company', errors, saved: false, values}, {status});
  if (!account.companyEditable) return reply({form: COMPANY_MESSAGES.notStored}, 400);
  const checked = validateCompany(values);
  if (!checked.ok) return reply(checked.errors, 400);
  const outcome = await account.saveCompany(checked.data);
  if (!outcome.ok) return reply({form: outcome.message ?? COMPANY_MESSAGES.saveFailed}, 400);
  context.appSession.flash('toast', {title: isCompany(checked.data) ? 'Entreprise enregistrée' : 'Informations de l’entreprise supprimées', variant: 'success'});
  const cookie = companyPriceModeCookie(request, checked.data);
  return data<CompanyReply>({intent: 'company', errors: {}, saved: true, values}, cookie ? {headers: {'Set-Cookie': cookie}} : undefined);
}

/**
 * The devis form's start for a signed-in buyer: the company from the account, the
 * contact's name, e-mail and phone. Empty for a guest, or when the shop cannot say.
 */
export async function devisPrefill(account: AccountData): Promise<Partial<Record<DevisBuyerField, string>>> {
  const signedIn = await attempt(account.isSignedIn());
  if (!signedIn.ok || !signedIn.value) return {};
  const found = await attempt(Promise.all([account.customer(), account.company()]));
  if (!found.ok) return {};
  const [customer, company] = found.value;
  if (!customer) return {};
  const contact = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return {
    ...(company?.name ? {company: company.name} : {}),
    ...(company?.siret ? {siret: company.siret} : {}),
    ...(company?.vatNumber ? {vatNumber: company.vatNumber} : {}),
    ...(contact ? {contact} : {}),
    ...(customer.email ? {email: customer.email} : {}),
    ...(customer.phone ? {phone: formatPhone(customer.phone)} : {}),
  };
}

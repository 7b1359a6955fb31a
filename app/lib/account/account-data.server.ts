import type {HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {customerAccountData} from './customer-account/account.server.ts';
import {legacyAccount} from './legacy.server.ts';
import {accountMode} from './mode.ts';
import type {CompanyDetails} from '../company/company.ts';
import type {
  AccountCustomer,
  AccountMode,
  AccountProfile,
  AddressFields,
  CheckoutContact,
  OrderLineToReorder,
  OrdersPage,
  Outcome,
  ProfileFields,
} from './types.ts';

/**
 * The account pages' one door to the customer's data, whichever account system the
 * store runs (decision 028): reads answer null when nobody is signed in (a session the
 * shop no longer accepts is ended on the way), writes answer an Outcome. A failing shop
 * throws, as the Storefront client does: the routes show their French error.
 */
export interface AccountData {
  readonly mode: AccountMode;
  isSignedIn(): Promise<boolean>;
  customer(): Promise<AccountCustomer | null>;
  orders(request: Request): Promise<OrdersPage | null>;
  /** The lines of one of the signed-in customer's orders; null when it is not theirs or not found. */
  orderLines(orderId: string): Promise<OrderLineToReorder[] | null>;
  profile(): Promise<AccountProfile | null>;
  /** The products of the customer's latest orders (50 orders, 50 lines each): « Achat vérifié ». */
  orderedProductIds(): Promise<string[] | null>;
  checkoutContact(): Promise<CheckoutContact | null>;
  updateProfile(fields: ProfileFields): Promise<Outcome>;
  setMarketing(acceptsMarketing: boolean): Promise<Outcome>;
  createAddress(fields: AddressFields, makeDefault: boolean): Promise<Outcome>;
  updateAddress(addressId: string, fields: AddressFields, makeDefault: boolean): Promise<Outcome>;
  deleteAddress(addressId: string): Promise<Outcome>;
  setDefaultAddress(addressId: string): Promise<Outcome>;
  /** The signed-in customer's company, kept in customer metafields (decision 060); null when nobody is signed in. */
  company(): Promise<CompanyDetails | null>;
  /**
   * Whether the storefront can save the company: yes with customer accounts (metafieldsSet);
   * not with legacy accounts, whose Storefront API reads customer metafields but writes none.
   */
  readonly companyEditable: boolean;
  /** Saves the company; all fields empty removes it. */
  saveCompany(details: CompanyDetails): Promise<Outcome>;
  /**
   * The token the cart's buyerIdentity carries, when the storefront must give it: the
   * legacy one. With customer accounts Hydrogen's cart handler adds the Customer Account
   * API's token itself (customerAccount.getBuyer()).
   */
  cartBuyerToken(): string | undefined;
}

type Context = Pick<HydrogenRouterContextProvider, 'storefront' | 'appSession' | 'customerAccount' | 'env'>;

/** The account data of this request's store: customer accounts when Hydrogen's variables are set, else legacy. */
export function accountData(context: Context): AccountData {
  return accountMode(context.env) === 'customer-account' ? customerAccountData(context) : legacyAccount(context);
}

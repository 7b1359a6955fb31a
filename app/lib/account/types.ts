// What the account pages read and write, whichever account system answers (decision 028):
// the legacy customer API of the Storefront API, or the Customer Account API. Both
// implementations (legacy.server.ts, customer-account/account.server.ts) speak these
// shapes, so /compte, /mes-commandes, /profil and /checkout have one set of screens.
import type {CustomerOrderFragment} from 'storefrontapi.generated';

export type AccountMode = 'customer-account' | 'legacy';

/** The signed-in customer, as the hub, the checkout and the reviews need them. */
export interface AccountCustomer {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  /** E.164, as the shop stores it. */
  phone: string | null;
}

export interface AccountAddress {
  id: string;
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  /** The country's French name (app/lib/countries.ts), or the shop's own when it is not one of ours. */
  country: string | null;
  /** E.164, as the shop stores it. */
  phone: string | null;
}

export interface AccountProfile extends AccountCustomer {
  acceptsMarketing: boolean;
  defaultAddressId: string | null;
  addresses: AccountAddress[];
  /**
   * Whether the e-mail and phone are changed here: yes with legacy accounts; with customer
   * accounts they are the sign-in identity, changed on Shopify's account pages only.
   */
  contactEditable: boolean;
}

/** One order of /mes-commandes: the legacy API's shape, which the order card reads. */
export type AccountOrder = CustomerOrderFragment;

export interface OrdersPage {
  nodes: AccountOrder[];
  pageInfo: {hasPreviousPage: boolean; hasNextPage: boolean; startCursor?: string | null; endCursor?: string | null};
}

/** A line to put back in the cart (« Commander à nouveau »). */
export interface OrderLineToReorder {
  title: string;
  /** ProductVariant gid; null when the variant no longer exists. */
  variantId: string | null;
  quantity: number;
}

/** The fields of an address form, checked (profile-forms.ts). */
export interface AddressFields {
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  /** ISO 3166 code of one of app/lib/countries.ts. */
  countryCode: string;
  phone: string;
}

export interface ProfileFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A write's result: done, or refused with the shop's first message (null: the screen's own). */
export type Outcome = {ok: true} | {ok: false; message: string | null};

/** What the checkout form starts with for a signed-in customer. */
export interface CheckoutContact extends AccountCustomer {
  defaultAddress: {
    firstName: string | null;
    lastName: string | null;
    address1: string | null;
    city: string | null;
    zip: string | null;
    countryCode: string | null;
    phone: string | null;
  } | null;
}

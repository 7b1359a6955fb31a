import type {IGraphQLConfig} from 'graphql-config';
import {getSchema} from '@shopify/hydrogen-codegen';

// Every GraphQL document in app/ is typed against its official schema, as Hydrogen's
// skeleton does: the Storefront API's (storefrontapi.generated.d.ts), and the Customer
// Account API's for the documents of app/lib/account/customer-account/
// (customer-accountapi.generated.d.ts; schema: @shopify/hydrogen/customer-account.schema.json).
const CUSTOMER_ACCOUNT_DOCUMENTS = './app/lib/account/customer-account/**/*.{ts,tsx}';

const graphqlConfig: IGraphQLConfig = {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: ['./*.{ts,tsx}', './app/**/*.{ts,tsx}', `!${CUSTOMER_ACCOUNT_DOCUMENTS}`],
    },
    customer: {
      schema: getSchema('customer-account'),
      documents: [CUSTOMER_ACCOUNT_DOCUMENTS],
    },
  },
};

export default graphqlConfig;

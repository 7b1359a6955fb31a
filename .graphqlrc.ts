import type {IGraphQLConfig} from 'graphql-config';
import {getSchema} from '@shopify/hydrogen-codegen';

// Every GraphQL document in app/ is typed against the official Storefront API schema.
const graphqlConfig: IGraphQLConfig = {
  projects: {
    default: {
      schema: getSchema('storefront'),
      documents: ['./*.{ts,tsx}', './app/**/*.{ts,tsx}'],
    },
  },
};

export default graphqlConfig;

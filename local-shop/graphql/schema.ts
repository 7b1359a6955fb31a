// The official Storefront API schema that @shopify/hydrogen ships (storefront.schema.json).

import fs from 'node:fs';
import {createRequire} from 'node:module';
import {type GraphQLSchema, type IntrospectionQuery, buildClientSchema} from 'graphql';

export function loadStorefrontSchema(): GraphQLSchema {
  const require = createRequire(import.meta.url);
  const file = require.resolve('@shopify/hydrogen/storefront.schema.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
  return buildClientSchema(json.data ?? json);
}

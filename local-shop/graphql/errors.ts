// Errors the API reports on purpose, with Shopify-style `extensions.code`. Anything
// else thrown by a resolver is a bug: it is logged and answered with a generic message.

import {GraphQLError} from 'graphql';

export class ApiError extends Error {
  readonly extensions: Record<string, unknown>;

  constructor(message: string, code: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.extensions = {code, ...extra};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** graphql-js validation messages in Shopify's (graphql-ruby's) wording and codes. */
export function shopifyValidationError(error: GraphQLError): {message: string; extensions: Record<string, unknown>} {
  const message = error.message;
  let match = /^Cannot query field "([^"]+)" on type "([^"]+)"\./.exec(message);
  if (match) {
    return {
      message: `Field '${match[1]}' doesn't exist on type '${match[2]}'`,
      extensions: {code: 'undefinedField', typeName: match[2], fieldName: match[1]},
    };
  }
  match = /^Unknown argument "([^"]+)" on field "([^".]+)\.([^"]+)"\./.exec(message);
  if (match) {
    return {
      message: `Field '${match[3]}' doesn't accept argument '${match[1]}'`,
      extensions: {code: 'argumentNotAccepted', name: match[3], typeName: 'Field', argumentName: match[1]},
    };
  }
  match = /^Field "([^"]+)" argument "([^"]+)" of type "([^"]+)" is required, but it was not provided\./.exec(message);
  if (match) {
    return {
      message: `Field '${match[1]}' is missing required arguments: ${match[2]}`,
      extensions: {code: 'missingRequiredArguments', className: 'Field', name: match[1], arguments: match[2]},
    };
  }
  match = /^Variable "\$([^"]+)" of required type "([^"]+)" was not provided\./.exec(message);
  if (match) {
    return {
      message: `Variable $${match[1]} of type ${match[2]} was provided invalid value`,
      extensions: {code: 'INVALID_VARIABLE', value: null, problems: [{path: [], explanation: 'Expected value to not be null'}]},
    };
  }
  match = /^Variable "\$([^"]+)" got invalid value (.*?); (.*)$/s.exec(message);
  if (match) {
    return {message: `Variable $${match[1]} was provided invalid value: ${match[3]}`, extensions: {code: 'INVALID_VARIABLE'}};
  }
  match = /^Unknown type "([^"]+)"\./.exec(message);
  if (match) {
    return {message: `No such type ${match[1]}, so it can't be a fragment condition`, extensions: {code: 'undefinedType', typeName: match[1]}};
  }
  match = /^Field "([^"]+)" must not have a selection since type "([^"]+)" has no subfields\./.exec(message);
  if (match) {
    return {
      message: `Selections can't be made on scalars (field '${match[1]}' returns ${match[2]} but has selections [...])`,
      extensions: {code: 'selectionMismatch', nodeName: `field '${match[1]}'`, typeName: match[2]},
    };
  }
  match = /^Field "([^"]+)" of type "([^"]+)" must have a selection of subfields\./.exec(message);
  if (match) {
    return {
      message: `Field must have selections (field '${match[1]}' returns ${match[2].replace(/[[\]!]/g, '')} but has no selections. Did you mean '${match[1]} { ... }'?)`,
      extensions: {code: 'selectionMismatch', nodeName: `field '${match[1]}'`, typeName: match[2]},
    };
  }
  return {message, extensions: {code: 'GRAPHQL_VALIDATION_FAILED'}};
}

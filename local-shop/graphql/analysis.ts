// What happens to a large document before it runs, off the event loop
// (docs/decisions/065-abusive-documents-off-the-event-loop.md).
//
// A document over IN_PLACE_LIMIT characters is parsed, costed and validated in the
// worker thread (validation-worker.ts), one document at a time, in fair turns between
// clients (analysis-queue.ts). Its cost is measured before it is validated: a document
// too costly to run is refused without the validation pass, which is by far the most
// expensive step (25–40 ms of CPU for 1,000 aliases, against 2–3 ms to parse and 1–5 ms to
// cost). The event loop then parses only the documents that will run.

import {type GraphQLSchema, getOperationAST, getVariableValues, parse, specifiedRules, validate, GraphQLError} from 'graphql';
import {type CatalogueBounds, type QueryCost, costRefusal, measureCost} from './cost.ts';
import {shopifyValidationError} from './errors.ts';
import {type ErrorJson, MAX_TOKENS, errorJson} from './validation.ts';

export interface AnalysisJob {
  query: string;
  variables: Record<string, unknown> | null;
  operationName: string | null;
  bounds: CatalogueBounds;
  tokenless: boolean;
}

export type Verdict =
  /** Valid, and within the cost limits: what it costs, so that it is not measured twice */
  | {cost: QueryCost | null}
  /** A parse or validation error: the same for every request with this text */
  | {errors: ErrorJson[]; refusedByCost: false}
  /** Too costly for these variables and this access: said for this request only */
  | {errors: ErrorJson[]; refusedByCost: true};

/**
 * Parses, costs and validates one document. The cost is measured first when the operation
 * and its variables can be read; a valid document gets the answer it would get after
 * validation. `cost` is null when it could not be measured here (the variables do not
 * coerce: the request's own checks report it).
 */
export function analyseDocument(schema: GraphQLSchema, job: AnalysisJob): Verdict {
  let document;
  try {
    document = parse(job.query, {maxTokens: MAX_TOKENS});
  } catch (error) {
    return {errors: [errorJson(error as GraphQLError, {extensions: {code: 'PARSE_ERROR'}})], refusedByCost: false};
  }
  let cost: QueryCost | null = null;
  const operation = getOperationAST(document, job.operationName ?? undefined);
  if (operation && operation.operation !== 'subscription') {
    let coerced: ReturnType<typeof getVariableValues> | null = null;
    try {
      coerced = getVariableValues(schema, operation.variableDefinitions ?? [], job.variables ?? {}, {maxErrors: 50});
    } catch {
      // Unknown variable types: validation says what is wrong.
    }
    if (coerced?.coerced) {
      cost = measureCost(schema, document, operation, coerced.coerced, job.bounds);
      const refusal = costRefusal(cost, job.tokenless);
      if (refusal) return {errors: [refusal as ErrorJson], refusedByCost: true};
    }
  }
  const errors = validate(schema, document, specifiedRules, {maxErrors: 50});
  if (errors.length > 0) return {errors: errors.map((error) => errorJson(error, shopifyValidationError(error))), refusedByCost: false};
  return {cost};
}

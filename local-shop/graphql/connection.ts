// Relay connections the Shopify way: `first` or `last` required, 0 to 250, opaque
// base64 cursors ({"last_id", "last_value"}, as Shopify's decode), accurate
// hasNextPage / hasPreviousPage.

import {ApiError} from './errors.ts';

export const MAX_PAGE_SIZE = 250;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Edge<N> {
  cursor: string;
  node: N;
}

export interface Connection<N> {
  edges: Edge<N>[];
  nodes: N[];
  pageInfo: {hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null};
}

export function checkPageArgs(args: PageArgs): void {
  if ((args.first === null || args.first === undefined) && (args.last === null || args.last === undefined)) {
    throw new ApiError('you must provide one of first or last', 'BAD_REQUEST');
  }
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value === null || value === undefined) continue;
    if (value < 0 || value > MAX_PAGE_SIZE) {
      throw new ApiError(
        `Argument '${name}' has an invalid value (${value}). The page size must be between 0 and ${MAX_PAGE_SIZE}.`,
        'MAX_PAGE_SIZE_EXCEEDED',
        {argumentName: name, maxPageSize: MAX_PAGE_SIZE},
      );
    }
  }
}

export function encodeCursor(id: number | string, value: unknown): string {
  return Buffer.from(JSON.stringify({last_id: id, last_value: value ?? String(id)})).toString('base64');
}

function decodeCursor(cursor: string): string {
  try {
    const data = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {last_id?: unknown};
    if (data && (typeof data.last_id === 'number' || typeof data.last_id === 'string')) return String(data.last_id);
  } catch {
    // falls through
  }
  throw new ApiError('Invalid cursor for current pagination sort.', 'BAD_REQUEST');
}

/**
 * Pages an already ordered list. `key` gives each item's id (unique in the list) and
 * sort value (what the cursor remembers).
 */
export function paginate<T, N>(
  items: readonly T[],
  args: PageArgs,
  key: (item: T) => {id: number | string; value?: unknown},
  toNode: (item: T) => N,
  options: {required?: boolean} = {},
): Connection<N> {
  if (options.required !== false) checkPageArgs(args);
  const position = (cursor: string): number => {
    const id = decodeCursor(cursor);
    const index = items.findIndex((item) => String(key(item).id) === id);
    if (index < 0) throw new ApiError('Invalid cursor for current pagination sort.', 'BAD_REQUEST');
    return index;
  };
  let start = 0;
  let end = items.length;
  if (args.after) start = position(args.after) + 1;
  if (args.before) end = Math.max(start, position(args.before));
  if (args.first !== null && args.first !== undefined) end = Math.min(end, start + args.first);
  if (args.last !== null && args.last !== undefined) start = Math.max(start, end - args.last);
  const slice = items.slice(start, end);
  const edges = slice.map((item) => {
    const {id, value} = key(item);
    return {cursor: encodeCursor(id, value), node: toNode(item)};
  });
  return {
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

export function emptyConnection<N>(args: PageArgs, options: {required?: boolean} = {}): Connection<N> {
  return paginate<never, N>([], args, () => ({id: 0}), () => undefined as never, options);
}

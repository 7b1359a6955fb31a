// The GraphQL documents of the storefront, found the way codegen finds them: every
// template literal in app/**/*.{ts,tsx} that starts with `#graphql`, with its `${NAME}`
// interpolations replaced by the `#graphql` constants they name (the same file's first,
// then app/lib/fragments.ts's, then any other file's when the name is unique).

import fs from 'node:fs';
import path from 'node:path';
import {type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, Kind, parse, visit} from 'graphql';

export interface SourceDocument {
  /** Path relative to the project root */
  file: string;
  /** The constant's name, when the template is assigned to one */
  name: string | null;
  /** The template's text, interpolations resolved */
  text: string;
  document: DocumentNode;
}

export interface RunnableOperation {
  /** 'app/routes/x.tsx › QueryName' */
  label: string;
  kind: 'query' | 'mutation' | 'fragment';
  /** The operation (or a generated wrapper for a fragment) with every fragment it uses */
  document: DocumentNode;
}

const TEMPLATE = /`(#graphql[^`]*)`/g;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry.name) && !/\.d\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

interface RawTemplate {
  file: string;
  name: string | null;
  raw: string;
}

function templatesOf(file: string, root: string): RawTemplate[] {
  const source = fs.readFileSync(file, 'utf8');
  const out: RawTemplate[] = [];
  for (const match of source.matchAll(TEMPLATE)) {
    const before = source.slice(Math.max(0, (match.index ?? 0) - 200), match.index);
    const name = /(?:const|let|var)\s+([A-Za-z_$][\w$]*)(?:\s*:\s*[^=]+)?\s*=\s*$/.exec(before)?.[1] ?? null;
    out.push({file: path.relative(root, file), name, raw: match[1]});
  }
  return out;
}

// The Customer Account API's documents (the `customer` project of .graphqlrc.ts) are not
// the Storefront API's: they run through Hydrogen's client (tests/e2e/customer-account.spec.ts).
const CUSTOMER_ACCOUNT_DOCUMENTS = path.join('app', 'lib', 'account', 'customer-account');

/** Every Storefront API `#graphql` document in app/, interpolations resolved. Throws on a name it cannot resolve. */
export function appDocuments(root: string): SourceDocument[] {
  const templates = sourceFiles(path.join(root, 'app'))
    .filter((file) => !path.relative(root, file).startsWith(CUSTOMER_ACCOUNT_DOCUMENTS))
    .flatMap((file) => templatesOf(file, root));
  const resolve = (template: RawTemplate, seen: Set<RawTemplate>): string =>
    template.raw.replace(/\$\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (_match, name: string) => {
      const candidates = templates.filter((other) => other.name === name);
      const chosen =
        candidates.find((other) => other.file === template.file) ??
        candidates.find((other) => other.file === path.join('app', 'lib', 'fragments.ts')) ??
        (candidates.length === 1 ? candidates[0] : undefined);
      if (!chosen) throw new Error(`${template.file}: cannot resolve \${${name}} to a #graphql constant`);
      if (seen.has(chosen)) throw new Error(`${template.file}: \${${name}} interpolates itself`);
      return resolve(chosen, new Set([...seen, chosen]));
    });
  return templates.map((template) => {
    const text = resolve(template, new Set([template]));
    let document: DocumentNode;
    try {
      document = parse(text);
    } catch (error) {
      throw new Error(`${template.file}${template.name ? ` (${template.name})` : ''}: ${(error as Error).message}`);
    }
    return {file: template.file, name: template.name, text, document};
  });
}

function spreadsOf(node: OperationDefinitionNode | FragmentDefinitionNode): Set<string> {
  const names = new Set<string>();
  visit(node, {
    FragmentSpread(spread) {
      names.add(spread.name.value);
    },
  });
  return names;
}

/** The fragments a node needs, transitively, from the definitions available. */
function neededFragments(node: OperationDefinitionNode | FragmentDefinitionNode, fragments: Map<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const out = new Map<string, FragmentDefinitionNode>();
  const queue = [...spreadsOf(node)];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    const fragment = fragments.get(name);
    if (!fragment || out.has(name)) continue;
    out.set(name, fragment);
    queue.push(...spreadsOf(fragment));
  }
  return [...out.values()];
}

/**
 * One runnable document per operation. A document made of fragments only (a fragment
 * for Hydrogen's cart handler, say) gives one entry per fragment nobody else spreads,
 * to be wrapped in a query by the caller.
 */
export function runnableOperations(sources: SourceDocument[]): RunnableOperation[] {
  const out: RunnableOperation[] = [];
  // Fragments of every document: an operation may spread one defined elsewhere.
  const allFragments = new Map<string, FragmentDefinitionNode>();
  for (const source of sources) {
    for (const definition of source.document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && !allFragments.has(definition.name.value)) allFragments.set(definition.name.value, definition);
    }
  }
  for (const source of sources) {
    const own = new Map(allFragments);
    const operations = source.document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
    const fragments = source.document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION);
    for (const fragment of fragments) own.set(fragment.name.value, fragment);
    for (const operation of operations) {
      if (operation.operation === 'subscription') continue;
      out.push({
        label: `${source.file} › ${operation.name?.value ?? source.name ?? 'anonyme'}`,
        kind: operation.operation,
        document: {kind: Kind.DOCUMENT, definitions: [operation, ...neededFragments(operation, own)]},
      });
    }
    if (operations.length === 0) {
      const spread = new Set(fragments.flatMap((fragment) => [...spreadsOf(fragment)]));
      for (const fragment of fragments.filter((candidate) => !spread.has(candidate.name.value))) {
        out.push({
          label: `${source.file} › fragment ${fragment.name.value}`,
          kind: 'fragment',
          document: {kind: Kind.DOCUMENT, definitions: [fragment, ...neededFragments(fragment, own)]},
        });
      }
    }
  }
  return out;
}

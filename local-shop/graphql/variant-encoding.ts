// Product.encodedVariantExistence / encodedVariantAvailability: Shopify's "v1" trie
// encoding of option-value index tuples, which Hydrogen's decodeEncodedVariant reads.
// Example: [[0,0,0],[0,1,0],[0,1,1],[1,0,0],[1,0,1],[1,1,1],[2,0,1],[2,1,0]]
//   → 'v1_0:0:0,1:0-1,,1:0:0-1,1:1,,2:0:1,1:0,,'

interface TrieNode {
  children: Map<number, TrieNode>;
}

/** '0 2-4 7': sorted indices, runs of 2+ consecutive values written as ranges. */
function encodeLeaves(indices: number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < indices.length; ) {
    let j = i;
    while (j + 1 < indices.length && indices[j + 1] === indices[j] + 1) j++;
    parts.push(j > i ? `${indices[i]}-${indices[j]}` : String(indices[i]));
    i = j + 1;
  }
  return parts.join(' ');
}

function encodeNode(node: TrieNode, remainingDepth: number, root: boolean): string {
  const keys = [...node.children.keys()].sort((a, b) => a - b);
  if (remainingDepth === 1) {
    // Last option: the values themselves; below the root each run ends its prefix.
    return encodeLeaves(keys) + (root ? '' : ',');
  }
  let out = '';
  for (const key of keys) out += `${key}:${encodeNode(node.children.get(key) as TrieNode, remainingDepth - 1, false)}`;
  return out + (root ? '' : ',');
}

/**
 * Encodes option-value index tuples (each as long as the product has options).
 * Returns '' for no tuples (Shopify answers an empty string then).
 */
export function encodeVariantTuples(tuples: readonly (readonly number[])[]): string {
  const valid = tuples.filter((tuple) => tuple.length > 0 && tuple.every((n) => Number.isInteger(n) && n >= 0));
  if (valid.length === 0) return '';
  const depth = valid[0].length;
  const root: TrieNode = {children: new Map()};
  for (const tuple of valid) {
    if (tuple.length !== depth) continue;
    let node = root;
    for (const index of tuple) {
      let child = node.children.get(index);
      if (!child) {
        child = {children: new Map()};
        node.children.set(index, child);
      }
      node = child;
    }
  }
  return `v1_${encodeNode(root, depth, true)}`;
}

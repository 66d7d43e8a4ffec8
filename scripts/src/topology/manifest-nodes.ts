import { isMap, isScalar, type Document, type Pair } from 'yaml';

/** A component's node in components.yaml's document (comments attached), or undefined. */
export function manifestNode(source: Document, name: string, ...path: string[]): unknown {
  return source.getIn(['components', name, ...path], true);
}

/** A copy of one pair of a component's map, its comment kept; undefined when the key is absent. */
export function manifestPair(source: Document, name: string, key: string): Pair | undefined {
  return mapPairs(manifestNode(source, name)).find((pair) => isScalar(pair.key) && pair.key.value === key);
}

/** Copies of a map's pairs, comments kept (the parser gives a map's first comment to the map, not its first key). */
export function mapPairs(node: unknown): Pair[] {
  if (!isMap(node)) return [];
  return node.items.map((pair, index) => {
    const copy = pair.clone() as Pair;
    if (index === 0 && node.commentBefore && isScalar(copy.key))
      copy.key.commentBefore = [node.commentBefore, copy.key.commentBefore].filter(Boolean).join('\n');
    return copy;
  });
}

// Tables read by a key that varies, on every analysis.

/**
 * A function that reads, from a Map, the value `valueOf` gives each of `keys` (which must be every
 * key of K). V8 reads a plain object slowly when the property name varies from one read to the
 * next (a megamorphic access); a Map stays quick.
 */
export function lookup<K extends string, V>(
  keys: readonly K[],
  valueOf: (key: K) => V,
): (key: K) => V {
  const map = new Map(keys.map((key) => [key, valueOf(key)] as const))
  return (key) => map.get(key) as V
}

/** `record` read by key, from a Map (see `lookup`). */
export function byKey<K extends string, V>(record: Readonly<Record<K, V>>): (key: K) => V {
  return lookup(Object.keys(record) as K[], (key) => record[key])
}

/**
 * `text` as V8 keeps a property name: one shared copy (internalized). Strings written in the
 * source already are; a code made at load from others (`${code}_unknown`) is not, and each
 * comparison with it, once per reason of every analysis, reads it character by character.
 */
export function internalized(text: string): string {
  return Object.keys({ [text]: true })[0] as string
}

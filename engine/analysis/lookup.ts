// Tables read by a key that varies, on every analysis.

/**
 * A function that reads `record` by key, from a Map. V8 reads a plain object slowly when the
 * property name varies from one read to the next (a megamorphic access); a Map stays quick.
 */
export function byKey<K extends string, V>(record: Readonly<Record<K, V>>): (key: K) => V {
  const map = new Map<K, V>(Object.entries(record) as [K, V][])
  // The record has every key of K, so every key is in the Map.
  return (key) => map.get(key) as V
}

// A Map kept to a size: setting a key makes it the newest, and beyond `limit` the oldest goes. For
// the per-instance memories of sessions (session-store.ts, session-signer.ts), which must not grow
// with every visitor an instance has ever seen.

/** Sets a key as the newest, dropping the oldest beyond `limit`. */
export function boundedSet<K, V>(map: Map<K, V>, key: K, value: V, limit: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
}

/**
 * A value worked out at most once per `ttlMs` per key in this process: callers within that time, and callers that
 * arrive while it is being worked out, share the one answer. For figures that may be a few seconds old (the admin
 * dashboard's aggregates), never for what a user has just changed and must see. A failure is not kept.
 */
export function shortLivedCache<T>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return (key: string, load: () => Promise<T>): Promise<T> => {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return entry.value;
    // one key per day and zone or the like: drop what has expired so the map stays as small as the keys in use
    for (const [old, { at }] of entries) if (now() - at >= ttlMs) entries.delete(old);
    const value = load();
    entries.set(key, { at: now(), value });
    value.catch(() => entries.delete(key));
    return value;
  };
}

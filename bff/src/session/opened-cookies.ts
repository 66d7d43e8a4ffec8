/**
 * Session cookies already opened, by their exact value: a browser sends the same cookie on every call until it is
 * refreshed, and opening it (AES-GCM, JSON, schema) is the same work with the same answer each time, since the value
 * is authenticated ciphertext under a key fixed for the process's life. Only successful opens are kept, so garbage
 * cannot fill it; at most `capacity` values, least recently used out first. Nothing about a session's validity is
 * decided here: expiry is checked on every request and revocation in every service, against the clock and the epoch
 * list, not against this memory.
 */
export class OpenedCookies<T> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly capacity: number) {
    if (!(capacity >= 1)) throw new RangeError('capacity must be at least 1');
  }

  get size(): number {
    return this.entries.size;
  }

  get(value: string): T | undefined {
    const payload = this.entries.get(value);
    if (payload === undefined) return undefined;
    // A Map iterates in insertion order: moving a hit to the end keeps the oldest-used first for eviction.
    this.entries.delete(value);
    this.entries.set(value, payload);
    return payload;
  }

  remember(value: string, payload: T): void {
    this.entries.delete(value);
    this.entries.set(value, payload);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

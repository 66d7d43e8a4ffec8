/**
 * An event that can never be handled as it is: the consumer retries it, then dead-letters it, where an operator sees
 * it. Every service throws this one, so a dead letter reads the same whoever refused it.
 */
export class MalformedEventError extends Error {
  constructor(topic: string, missing: string | readonly string[]) {
    // Field names only: the values may be secrets (a verification token).
    super(`${topic} event lacks ${typeof missing === 'string' ? missing : missing.join(', ')}`);
    this.name = 'MalformedEventError';
  }
}

/** Throws MalformedEventError naming every one of `fields` that is not a non-blank string. */
export function requireFields<T extends object>(
  topic: string,
  payload: T,
  fields: readonly (keyof T & string)[],
): void {
  const missing = fields.filter((field) => {
    const value = payload[field];
    return typeof value !== 'string' || value.trim() === '';
  });
  if (missing.length > 0) throw new MalformedEventError(topic, missing);
}

/**
 * PostgreSQL error codes that say "the database cannot serve this now", not "this request is wrong" or "our code is
 * broken": a statement cancelled by statement_timeout, a server shutting down or refusing connections, too many
 * connections, and every connection exception (class 08).
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '53300']);

/**
 * Why a database failure is temporary (a statement or pool timeout, a server shutting down or out of connections), or
 * undefined for any other error. The gRPC server answers these UNAVAILABLE, so callers retry or show "try again"
 * instead of treating an overloaded database as a bug (INTERNAL).
 */
export function databaseUnavailableReason(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  // knex's pool: no connection freed up within acquireConnectionTimeout
  if (error.name === 'KnexTimeoutError') return 'no database connection free in time';
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return undefined;
  if (code === '57014') return 'statement timed out';
  if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return `database unavailable (${code})`;
  return undefined;
}

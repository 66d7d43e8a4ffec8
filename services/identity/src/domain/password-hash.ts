import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt cost parameters. N = 2^15, r = 8, p = 1 is OWASP's recommended minimum for scrypt (about 32 MiB and tens of
 * milliseconds per hash). They are stored in every hash, so raising them later only affects new hashes and old ones
 * keep verifying.
 */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 };

const SALT_BYTES = 16;
const PREFIX = 'scrypt';
// Upper bounds on what a stored hash may ask for, so a corrupted row cannot make one sign-in allocate gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = {
    N: params.N,
    r: params.r,
    p: params.p,
    maxmem: 256 * params.N * params.r + 1024,
  };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, params.keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url): self-describing, so the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT_PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params);
  return [PREFIX, params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

// scrypt requires N to be a power of two greater than 1.
function isPowerOfTwo(n: number): boolean {
  return Number.isInteger(n) && n > 1 && (n & (n - 1)) === 0;
}

function inRange(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | undefined {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4]!, 'base64url');
  const key = Buffer.from(parts[5]!, 'base64url');
  const valid =
    isPowerOfTwo(N) &&
    N <= MAX_N &&
    inRange(r, 1, MAX_R) &&
    inRange(p, 1, MAX_P) &&
    salt.length >= SALT_BYTES &&
    key.length >= 32;
  if (!valid) return undefined;
  return { params: { N, r, p, keyLength: key.length }, salt, key };
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(candidate, parsed.key);
}

/** True when a hash was made with weaker parameters than the current ones (re-hash it at the next sign-in). */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT_PARAMS): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.N < params.N || parsed.params.r < params.r || parsed.params.p < params.p;
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as checking a real password. Sign-in runs it for an unknown e-mail and sign-up for an
 * existing one, so response times do not tell an attacker which addresses have accounts.
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await decoyHash);
}

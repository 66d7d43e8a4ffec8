// Which sessions identity has ended early. Each user has a session epoch that identity raises when every other
// session must end (password reset or change, e-mail change); an access token carries the epoch it was issued under
// (claim `sep`). Identity lists only the users whose epoch changed within the access-token lifetime (an older token
// has expired anyway), so the list stays small and each process keeps it in memory: the hot path is a Map lookup,
// refreshed at most every `maxAgeMs` in the background, never an identity call per request.
import { VerifierUnavailableError } from './verifier-errors';

/** user id -> the lowest epoch whose tokens are still accepted. */
export type EpochList = ReadonlyMap<string, number>;

export interface SessionEpochsOptions {
  /** How old the list may be before a request triggers a refresh (how soon a revocation is seen). */
  maxAgeMs?: number;
  now?: () => number;
}

export class SessionEpochs {
  private list: { epochs: EpochList; loadedAt: number } | undefined;
  private loading: Promise<void> | undefined;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly load: () => Promise<EpochList>,
    options: SessionEpochsOptions = {},
  ) {
    this.maxAgeMs = options.maxAgeMs ?? 2_000;
    this.now = options.now ?? Date.now;
  }

  /**
   * The minimum epoch for the user (0 when identity revoked nothing recently). The first call waits for the list;
   * later ones use the last known list and refresh it in the background, so an identity outage keeps the last
   * known revocations in force instead of failing every request.
   */
  async minimumEpoch(userId: string): Promise<number> {
    if (!this.list) {
      try {
        await this.reload();
      } catch (error) {
        throw new VerifierUnavailableError('the session list is unavailable', { cause: error });
      }
    } else if (this.now() - this.list.loadedAt >= this.maxAgeMs) {
      this.reload().catch(() => undefined);
    }
    return this.list!.epochs.get(userId) ?? 0;
  }

  /** Forces a reload (identity itself after a revocation, so its own replica sees it at once). */
  reload(): Promise<void> {
    this.loading ??= this.load()
      .then((epochs) => {
        this.list = { epochs, loadedAt: this.now() };
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }
}

/** The list identity serves next to its JWKS (`session-epochs.json` in the same directory). */
export function sessionEpochsUrl(jwksUrl: string): string {
  return new URL('session-epochs.json', jwksUrl).toString();
}

export interface SessionEpochsBody {
  epochs: Record<string, number>;
}

export function remoteEpochLoader(url: string, timeoutMs = 3_000): () => Promise<EpochList> {
  return async () => {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    // An identity from before session epochs (a rolling deploy updates services first): nothing is revoked early,
    // as before. Any other failure keeps the last known list, or is "cannot tell".
    if (response.status === 404) return new Map();
    if (!response.ok) throw new Error(`session list answered ${response.status}`);
    const body = (await response.json()) as SessionEpochsBody;
    if (!body || typeof body.epochs !== 'object' || body.epochs === null)
      throw new Error('malformed session list');
    return new Map(Object.entries(body.epochs).filter(([, epoch]) => Number.isInteger(epoch)));
  };
}

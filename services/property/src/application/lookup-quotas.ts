import type { Knex } from '@homeward/kit';
import { draftsFull, lookupsSpent } from '../domain/errors';
import { countDrafts, countLookup, deleteExpiredDrafts, lockOwnerDrafts } from '../store/quotas';

export interface QuotaPolicy {
  /** Drafts (looked up, not yet added) one buyer may hold at once; PROPERTY_MAX_DRAFTS. */
  maxDrafts: number;
  /** After this long a draft no longer counts and is deleted; PROPERTY_DRAFT_TTL_MINUTES. */
  draftTtlMinutes: number;
  /** Lookups (add or re-parse, each possibly a paid RentCast call) per buyer per UTC day. */
  maxLookupsPerDay: number;
}

/**
 * Per-buyer caps, kept in PostgreSQL so every replica applies the same ones: a buyer cannot fill the table with
 * drafts nor spend the paid provider's quota for everyone. Every provider counts (the offline ones too), so the
 * cap is the same whatever the deployment uses.
 */
export class LookupQuotas {
  constructor(
    private readonly db: Knex,
    private readonly policy: QuotaPolicy,
  ) {}

  /** Before a lookup for a new draft: refused while the buyer's drafts are full, so no paid call is spent. */
  async assertDraftRoom(ownerId: string): Promise<void> {
    await this.db.transaction(async (trx) => {
      await lockOwnerDrafts(trx, ownerId);
      await this.refuseWhenFull(trx, ownerId);
    });
  }

  /** Counts one lookup now, before the provider is asked; refused once the day's are spent. */
  async spendLookup(ownerId: string): Promise<void> {
    if (!(await countLookup(this.db, ownerId, this.policy.maxLookupsPerDay)))
      throw lookupsSpent(this.policy.maxLookupsPerDay);
  }

  /** Stores a draft only while the buyer has room, checked and inserted under the buyer's lock. */
  insertWithinCap<T>(ownerId: string, insert: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(async (trx) => {
      await lockOwnerDrafts(trx, ownerId);
      await this.refuseWhenFull(trx, ownerId);
      return insert(trx);
    });
  }

  private async refuseWhenFull(trx: Knex.Transaction, ownerId: string): Promise<void> {
    await deleteExpiredDrafts(trx, ownerId, this.policy.draftTtlMinutes);
    if ((await countDrafts(trx, ownerId)) >= this.policy.maxDrafts)
      throw draftsFull(this.policy.maxDrafts, this.policy.draftTtlMinutes);
  }
}

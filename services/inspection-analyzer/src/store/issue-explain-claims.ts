// Queries on issue_explain_claims: which call, on any replica, is asking the engine for an issue's details. Every
// query filters by the owner's user id as well as the issue id.
import type { Knex } from '@homeward/kit';

const TABLE = 'issue_explain_claims';

interface ExplainClaimRow {
  issue_id: string;
  auth_user_id: string;
  claim_token: string;
  claimed_until: Date;
}

/**
 * Takes the issue's claim for `seconds` unless a live one is held; true when `token` holds it now. A lapsed claim
 * (its holder died) is taken over in the same statement.
 */
export async function claimExplain(
  db: Knex,
  userId: string,
  issueId: string,
  token: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db<ExplainClaimRow>(TABLE)
    .insert({
      issue_id: issueId,
      auth_user_id: userId,
      claim_token: token,
      claimed_until: db.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]) as unknown as Date,
    })
    .onConflict('issue_id')
    .merge(['claim_token', 'claimed_until'])
    .where(`${TABLE}.auth_user_id`, userId)
    .andWhere(`${TABLE}.claimed_until`, '<', db.raw('clock_timestamp()'))
    .returning('claim_token');
  return rows.length === 1 && rows[0]!.claim_token === token;
}

/** Extends a claim `token` still holds; false when it lapsed and another call took it. */
export async function renewExplainClaim(
  db: Knex,
  userId: string,
  issueId: string,
  token: string,
  seconds: number,
): Promise<boolean> {
  const updated = await db<ExplainClaimRow>(TABLE)
    .where({ issue_id: issueId, auth_user_id: userId, claim_token: token })
    .update({
      claimed_until: db.raw('clock_timestamp() + make_interval(secs => ?)', [seconds]) as unknown as Date,
    });
  return updated === 1;
}

export async function releaseExplainClaim(
  db: Knex,
  userId: string,
  issueId: string,
  token: string,
): Promise<void> {
  await db<ExplainClaimRow>(TABLE)
    .where({ issue_id: issueId, auth_user_id: userId, claim_token: token })
    .delete();
}

// identity's own part of a data export: the account, as GET /api/me shows it, and the exports asked for.
import type { ExportPart, Knex } from '@homeward/kit';
import { exportsSince } from '../store/data-exports';
import { findUserById } from '../store/users';

/**
 * identity's part of the export, read in the consumer's transaction. Never a secret: no password hash, token,
 * signing key or session; whether a password is set is said, not what it is. An account deleted meanwhile answers
 * with an empty part, so the export does not wait for it.
 */
export async function accountPartOf(trx: Knex.Transaction, userId: string): Promise<ExportPart> {
  const account = await findUserById(trx, userId.toLowerCase());
  const exports = await exportsSince(trx, userId.toLowerCase(), new Date(0));
  const records = account
    ? {
        account: {
          id: account.id,
          email: account.email,
          full_name: account.full_name,
          phone: account.phone,
          email_verified: account.email_verified_at !== null,
          app_role: account.app_role,
          created_at: account.created_at.toISOString(),
          pending_email: account.pending_email ?? '',
          has_password: account.has_password,
          avatar_url: account.avatar_url ?? '',
          guided_tour_done_at: account.guided_tour_done_at?.toISOString() ?? '',
          purchase_checklist: account.purchase_checklist,
        },
        data_exports: exports.map((row) => ({
          id: row.id,
          status: row.status,
          requested_at: row.requestedAt.toISOString(),
        })),
      }
    : { account: null, data_exports: [] };
  return { records };
}

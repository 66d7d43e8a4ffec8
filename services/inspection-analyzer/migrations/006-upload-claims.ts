import type { Migration } from '@homeward/kit';

/**
 * One URL, one upload, also for PUTs sent at the same moment (issue 25): `BeginUpload` claims the row with a
 * conditional update before the BFF streams a byte, so only one PUT of a URL ever reaches the store. The claim's id
 * lets only its holder give it back (`ReleaseUpload`) when the store did not keep the file.
 */
export const addUploadClaims: Migration = {
  name: 'inspection_analyzer_006_upload_claims',
  async up(db) {
    await db.schema.alterTable('home_inspections', (table) => {
      table.uuid('upload_claim_id').nullable();
      table.timestamp('upload_claimed_at', { useTz: true }).nullable();
    });
  },
  async down(db) {
    await db.schema.alterTable('home_inspections', (table) => {
      table.dropColumn('upload_claimed_at');
      table.dropColumn('upload_claim_id');
    });
  },
};

// npm run documents:backfill-events
// Once after the upgrade that added document.state_changed (docs/deploy.md): every document the documents service
// already stores gets its current state into its outbox, and its running relay publishes them; the property
// service's cards then show the indicators of documents older than the upgrade. Safe to run again.
import { backfillDocumentStates } from '@homeward/documents/src/application/event-backfill';
import { databaseUrlFor } from '../outbox/args';
import { forEachServiceDatabase } from '@homeward/local-stack/src/service-databases';

async function main(): Promise<number> {
  const [result] = await forEachServiceDatabase({ documents: databaseUrlFor('documents') }, (_service, db) =>
    backfillDocumentStates(db),
  );
  process.stdout.write(
    `documents: enqueued document.state_changed for ${result!.drafts} drafts and ${result!.completed} completed ` +
      "documents; the service's relay publishes them within its poll interval\n",
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`documents backfill failed: ${(error as Error).message}\n`);
    process.exit(1);
  },
);

// The one-off after the upgrade that brought document.state_changed: every document stored before it gets its
// current state announced, so the property service's cards show the indicators of documents older than the event.
import type { Knex } from '@homeward/kit';
import type { DocumentKind } from '../domain/document';
import { announceDocumentState } from '../events/document-states';
import { documentStatesAfter } from '../store/document-backfill';

export interface BackfillResult {
  drafts: number;
  completed: number;
}

const KINDS: readonly DocumentKind[] = ['offer_letter', 'purchase_agreement'];

/**
 * Enqueues document.state_changed (draft or completed) for every stored document into the outbox, one transaction
 * per page; the running service's relay publishes them at its next poll. Safe to run twice, and beside live
 * traffic: the consumer keeps the furthest state per document, so a restated state changes nothing, and a document
 * completed or deleted meanwhile keeps its later state. No document.completed is sent: nobody is notified again.
 */
export async function backfillDocumentStates(
  db: Knex,
  options: { batchSize?: number; now?: () => Date } = {},
): Promise<BackfillResult> {
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? (() => new Date());
  const result: BackfillResult = { drafts: 0, completed: 0 };
  for (const kind of KINDS) {
    let afterId = '';
    for (;;) {
      const page = await documentStatesAfter(db, kind, afterId, batchSize);
      if (page.length === 0) break;
      await db.transaction(async (trx) => {
        for (const document of page)
          await announceDocumentState(trx, document, document.completed ? 'completed' : 'draft', {
            at: now(),
          });
      });
      for (const document of page) result[document.completed ? 'completed' : 'drafts'] += 1;
      afterId = page[page.length - 1]!.id;
    }
  }
  return result;
}

// The read model of the cards' document indicators, fed by the documents service's document.state_changed.
import type { Knex } from '@homeward/kit';
import type { DocumentStateChange } from '../domain/property-card';
import { recordDocumentState, type RecordOutcome } from '../store/document-states';

/** Applies one document's state in the event's transaction; repeats and late events are no-ops (see the store). */
export function applyDocumentState(
  trx: Knex.Transaction,
  change: DocumentStateChange,
): Promise<RecordOutcome> {
  return recordDocumentState(trx, change);
}

// document.state_changed, written to the outbox in the transaction of the change it announces (the property
// service keeps the cards' document indicators from it).
import { enqueueEvent, type Knex } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import {
  documentStateChangedEvent,
  EVENT_SOURCE,
  type AnnouncedDocument,
  type DocumentLifeState,
} from './messages';

/** Keyed by the document: its states stay in order on one partition (the consumer does not rely on it). */
export async function announceDocumentState(
  trx: Knex.Transaction,
  document: AnnouncedDocument,
  state: DocumentLifeState,
  options: { at: Date; relay?: { notify(): void } },
): Promise<void> {
  await enqueueEvent(
    trx,
    topics.documentStateChanged,
    document.id,
    documentStateChangedEvent(document, state, options.at),
    { source: EVENT_SOURCE, relay: options.relay },
  );
}

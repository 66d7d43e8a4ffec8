// The broker step's repair, as an operator would run it (docs/deploy.md, 'Broker lost data'): once the new broker is
// up, every service's outbox rows published since shortly before the kill go out again (npm run outbox:republish's
// code), and the campaign counts what the old broker took with it before that repair and what is still missing after.
import { describeRepublish, republishServices } from '../outbox/republish';
import type { BackendName } from '@homeward/local-stack/src/homeward';
import { readEventTables, unhandled, type UnhandledEvent } from './ledger';

export interface BrokerRepublish {
  /** --since: the kill minus the margin. */
  since: string;
  at: string;
  /** Rows handed back to each service's relay. */
  rows: Partial<Record<BackendName, number>>;
  /**
   * Events the outbox had marked published by the time the new broker was up and that a consumer had still not
   * handled when the republish ran (after the recovery: every consumer was reading the new broker by then). The old
   * broker had acknowledged them; without the republish they are lost.
   */
  lostBefore: UnhandledEvent[];
}

export async function republishAfterBrokerLoss(
  databaseUrls: Record<BackendName, string>,
  killedAt: number,
  brokerUpAt: number,
  marginMs: number,
): Promise<BrokerRepublish> {
  const { published, inboxes } = await readEventTables(databaseUrls);
  const lostBefore = unhandled(
    published.filter((row) => row.publishedAt.getTime() <= brokerUpAt),
    inboxes,
  );
  const since = new Date(killedAt - marginMs);
  const at = new Date();
  const results = await republishServices(databaseUrls, since);
  const rows: BrokerRepublish['rows'] = {};
  for (const result of results) {
    console.log(`[chaos] outbox:republish ${describeRepublish(result, since, false)}`);
    if ('rows' in result) rows[result.service] = result.rows;
    if ('error' in result) throw new Error(`republishing ${result.service}'s outbox failed: ${result.error}`);
  }
  const outside = lostBefore.filter((event) => new Date(event.publishedAt) < since);
  if (outside.length > 0)
    console.log(
      `[chaos] ${outside.length} of the events lost with the broker were published before --since: the margin is too short`,
    );
  return { since: since.toISOString(), at: at.toISOString(), rows, lostBefore };
}

/** `user.registered 1a2b… (identity → notifications)`, one per event. */
export function describeUnhandled(events: UnhandledEvent[]): string {
  return events
    .map(
      (event) =>
        `${event.topic} ${event.id} (${event.publisher} → ${event.consumer}, published ${event.publishedAt})`,
    )
    .join('\n');
}

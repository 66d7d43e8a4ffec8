// property consumes inspection.uploaded: the owner's property names its latest inspection report.
import { randomUUID } from 'node:crypto';
import { connectDatabase, type Knex } from '@homeward/kit';
import { InspectionUploaded } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import type { Property } from '@homeward/protos/gen/homeward/property/v1/property';
import { topics } from '@homeward/protos/topics';
import { grpcFailureOf, startTestPublisher, waitFor, type TestPublisher } from '@homeward/testing';
import { status } from '@grpc/grpc-js';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

let harness: PropertyHarness;
let db: Knex;
let analyzer: TestPublisher;
const ownerId = randomUUID();
let token: string;

// The first join of the group waits for a rebalance on the mock broker.
const EVENT_TIMEOUT_MS = 45_000;

beforeAll(async () => {
  harness = await startPropertyHarness('property_inspection');
  db = connectDatabase(harness.database.url);
  token = await harness.issuer.tokenFor(ownerId);
  analyzer = await startTestPublisher('homeward/inspection-analyzer');
}, 60_000);

afterAll(async () => {
  await analyzer?.stop();
  await db?.destroy();
  await harness?.stop();
});

const auth = () => ({ accessToken: token });

async function addActive(address: string): Promise<Property> {
  const { property } = await harness.client.createProperty({ address }, auth());
  return (await harness.client.activateProperty({ propertyId: property!.id }, auth())).property!;
}

/** Publishes inspection.uploaded as the analyzer's outbox relay would (key = property id); returns the event id. */
function uploaded(upload: {
  propertyId: string;
  homeInspectionId: string;
  uploadNumber: number;
  owner?: string;
  eventId?: string;
}): Promise<string> {
  const occurredAt = new Date().toISOString();
  const payload = InspectionUploaded.fromPartial({
    homeInspectionId: upload.homeInspectionId,
    propertyId: upload.propertyId,
    ownerId: upload.owner ?? ownerId,
    fileName: 'inspection report.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2_345_678,
    expectedLong: false,
    occurredAt,
    uploadNumber: upload.uploadNumber,
  });
  return analyzer.publish(topics.inspectionUploaded, upload.propertyId, payload, {
    id: upload.eventId,
    time: occurredAt,
  });
}

/** The consumer's inbox row commits with the handler's effect, so a handled event has left its mark. */
async function handled(eventId: string): Promise<void> {
  await waitFor(async () => (await db('inbox').where({ event_id: eventId })).length > 0, {
    timeoutMs: EVENT_TIMEOUT_MS,
    message: `event ${eventId} handled by property`,
  });
}

async function linkedInspection(propertyId: string): Promise<string> {
  const { property } = await harness.client.getProperty({ propertyId }, auth());
  return property!.homeInspectionId;
}

describe('home inspection link on inspection.uploaded', () => {
  it('links the first report, then the second replaces it; a repeat or a late first changes nothing', async () => {
    const property = await addActive('20 Inspected Way, Austin, TX 78701');
    expect(property.homeInspectionId).toBe('');
    const first = randomUUID();
    const firstEvent = await uploaded({ propertyId: property.id, homeInspectionId: first, uploadNumber: 1 });
    await handled(firstEvent);
    expect(await linkedInspection(property.id)).toBe(first);

    const second = randomUUID();
    await handled(await uploaded({ propertyId: property.id, homeInspectionId: second, uploadNumber: 2 }));
    expect(await linkedInspection(property.id)).toBe(second);

    // The first upload's event again under a new id (a replay from the dead-letter topic): the link stays.
    await handled(await uploaded({ propertyId: property.id, homeInspectionId: first, uploadNumber: 1 }));
    // A redelivery of the very same event is skipped by the inbox; a later event shows it was read past.
    await uploaded({
      propertyId: property.id,
      homeInspectionId: first,
      uploadNumber: 1,
      eventId: firstEvent,
    });
    await handled(await uploaded({ propertyId: property.id, homeInspectionId: second, uploadNumber: 2 }));
    expect(await linkedInspection(property.id)).toBe(second);
    expect(await db('inbox').where({ event_id: firstEvent })).toHaveLength(1);
  }, 90_000);

  it("leaves another owner's property alone and treats a removed property as a no-op", async () => {
    const property = await addActive('22 Inspected Way, Austin, TX 78701');
    await handled(
      await uploaded({
        propertyId: property.id,
        homeInspectionId: randomUUID(),
        uploadNumber: 1,
        owner: randomUUID(),
      }),
    );
    expect(await linkedInspection(property.id)).toBe('');

    const removed = await addActive('24 Inspected Way, Austin, TX 78701');
    await harness.client.deleteProperty({ propertyId: removed.id }, auth());
    const eventId = await uploaded({
      propertyId: removed.id,
      homeInspectionId: randomUUID(),
      uploadNumber: 1,
    });
    await handled(eventId);
    const failure = await grpcFailureOf(harness.client.getProperty({ propertyId: removed.id }, auth()));
    expect(failure.code).toBe(status.NOT_FOUND);
  }, 90_000);

  it('records a malformed event as handled and goes on to the next', async () => {
    const property = await addActive('26 Inspected Way, Austin, TX 78701');
    const malformed = await uploaded({
      propertyId: property.id,
      homeInspectionId: 'not-a-uuid',
      uploadNumber: 1,
    });
    const valid = randomUUID();
    const next = await uploaded({ propertyId: property.id, homeInspectionId: valid, uploadNumber: 1 });
    await handled(malformed);
    await handled(next);
    expect(await linkedInspection(property.id)).toBe(valid);
  }, 90_000);
});

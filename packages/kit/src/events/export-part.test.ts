import { UserExportPartReady } from '@homeward/protos/gen/homeward/identity/v1/events';
import type { Knex } from 'knex';
import {
  answerExportRequests,
  EXPORT_PART_MAX_BYTES,
  ExportPartTooLargeError,
  exportPartMessage,
} from './export-part';
import { MalformedEventError } from './malformed-event';

const target = {
  exportId: '8a0b3c1e-0d4a-4c1b-9f7e-2a6d5e4c3b21',
  userId: '3f2b6c1e-8d4a-4c1b-9f7e-2a6d5e4c3b21',
  service: 'property',
  source: 'homeward/property',
};
const at = new Date('2026-11-28T10:00:00Z');

describe('exportPartMessage', () => {
  it('carries the records as JSON and each file by its key or document id, through the wire codec', () => {
    const message = exportPartMessage(
      target,
      { properties: [{ id: 'p1' }] },
      [
        { archivePath: 'inspection-reports/a.pdf', objectKey: 'u/a.pdf' },
        { archivePath: 'documents/d.pdf', documentId: 'd1' },
      ],
      at,
    );
    const decoded = UserExportPartReady.decode(UserExportPartReady.encode(message).finish());
    expect(JSON.parse(Buffer.from(decoded.contentJson).toString('utf8'))).toEqual({
      properties: [{ id: 'p1' }],
    });
    expect(decoded.attachments).toEqual([
      { archivePath: 'inspection-reports/a.pdf', objectKey: 'u/a.pdf' },
      { archivePath: 'documents/d.pdf', documentId: 'd1' },
    ]);
    expect(decoded).toMatchObject({
      service: 'property',
      exportId: target.exportId,
      occurredAt: at.toISOString(),
    });
  });

  it('refuses a part above the bound instead of cutting it short, naming the service and the size', () => {
    const records = { notes: 'x'.repeat(EXPORT_PART_MAX_BYTES) };
    expect(() => exportPartMessage(target, records, [], at)).toThrow(ExportPartTooLargeError);
    expect(() => exportPartMessage(target, records, [], at)).toThrow(
      /the property part of the export is \d+ bytes/,
    );
  });

  it('keeps the whole encoded message under Kafka’s 1 MB limit at the bound', () => {
    const records = { notes: 'x'.repeat(EXPORT_PART_MAX_BYTES - 20) };
    const message = exportPartMessage(target, records, [], at);
    expect(UserExportPartReady.encode(message).finish().length).toBeLessThan(1_000_000);
  });
});

describe('answerExportRequests', () => {
  const request = (payload: { exportId: string; userId: string }) => ({
    id: 'e1',
    type: 'homeward.user.export_requested.v1',
    source: 'homeward/identity',
    time: at.toISOString(),
    key: payload.userId,
    payload: { ...payload, occurredAt: at.toISOString() },
  });
  const gather = jest.fn(() => Promise.resolve({ records: {} }));
  const handler = answerExportRequests({ service: 'property', source: 'homeward/property' }, gather);
  // Refused before the transaction is touched, so no database is needed to show it.
  const noTransaction = {} as Knex.Transaction;

  it.each([
    ['an export id that is no UUID', { exportId: 'export-1', userId: target.userId }, 'an export_id'],
    ['no user id', { exportId: target.exportId, userId: '' }, 'a user_id'],
  ])('throws for %s, so the consumer retries and then dead-letters it', async (_case, payload, missing) => {
    await expect(handler(request(payload), noTransaction)).rejects.toThrow(
      new MalformedEventError('user.export_requested', missing),
    );
    expect(gather).not.toHaveBeenCalled();
  });
});

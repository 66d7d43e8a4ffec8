// Replays what the notification centre's consumers state they rely on (bff/contracts/notifications.contract.json)
// against the real service on its own database; see docs/contracts.md. Notices are written straight into the table:
// the ones made from events are the other test files' business.
import { randomUUID } from 'node:crypto';
import { unusedPort } from '@homeward/testing';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

let running: RunningNotifications;

beforeAll(async () => {
  // No e-mail is sent here: a dead SMTP port, so a stray one would fail rather than land in the shared catcher.
  running = await startNotifications('contracts', {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await unusedPort()),
  });
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

/** A fresh caller with three notices a second apart (the newest read), as the event handlers write them. */
async function callerWithNotices() {
  const userId = randomUUID();
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  await running.db('notifications').insert(
    ids.map((id, index) => ({
      id,
      user_id: userId,
      kind: 'tour_scheduled',
      title: 'Tour requested',
      body: `Notice ${index + 1} about 5500 Grand Lake Dr`,
      subject_id: randomUUID(),
      read: index === 2,
      source_event_id: randomUUID(),
      created_at: new Date(Date.UTC(2026, 10, 23, 18, 0, index)).toISOString(),
    })),
  );
  return { ...(await running.tokenFor(userId)), ids };
}

verifyConsumers({
  provider: 'notifications',
  address: () => `127.0.0.1:${running.service.grpcPort}`,
  states: {
    'three notices of the caller, one read': async () => ({
      accessToken: (await callerWithNotices()).accessToken,
    }),
    'the second page of three notices of the caller': async () => {
      const { accessToken } = await callerWithNotices();
      const { next } = await running.notifications.listNotifications({ pageSize: 2 }, { accessToken });
      return { accessToken, values: { next_created_at: next!.createdAt, next_id: next!.id } };
    },
    'an unread notice of the caller': async () => {
      const { accessToken, ids } = await callerWithNotices();
      return { accessToken, values: { notification_id: ids[0]! } };
    },
  },
});

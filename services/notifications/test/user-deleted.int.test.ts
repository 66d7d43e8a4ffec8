// user.deleted through the real consumer, with the real dispatcher and mail catcher: the user's notices, known
// address and e-mails go; one last e-mail "Your Homeward account was deleted" reaches the event's address and its row
// keeps no address once sent; an event about the user arriving afterwards brings nothing back; another user's
// notices and address stay; a second deletion event sends nothing more.
import { randomUUID } from 'node:crypto';
import { topics } from '@homeward/protos/topics';
import { UserDeleted, UserPasswordChanged } from '@homeward/protos/gen/homeward/identity/v1/events';
import { PropertyCreated } from '@homeward/protos/gen/homeward/property/v1/events';
import { emailsTo, uniqueId, waitFor, waitForInboxEvent } from '@homeward/testing';
import { startNotifications, type RunningNotifications } from './support/running-notifications';

jest.setTimeout(90_000);

let running: RunningNotifications;

beforeAll(async () => {
  running = await startNotifications('user_deleted');
});

afterAll(async () => {
  await running?.stop();
});

const now = () => new Date().toISOString();

async function userWithNoticeAndMail(name: string): Promise<{ userId: string; email: string }> {
  const user = { userId: randomUUID(), email: `${uniqueId(name)}@example.com` };
  const changed = UserPasswordChanged.fromPartial({ ...user, fullName: 'Ann Lee', occurredAt: now() });
  await running.publish(topics.userPasswordChanged, user.userId, changed);
  const property = PropertyCreated.fromPartial({
    propertyId: randomUUID(),
    ownerId: user.userId,
    address: '12 Elm St, Springfield, IL 62701',
    occurredAt: now(),
  });
  await running.publish(topics.propertyCreated, property.propertyId, property);
  await waitFor(
    async () => (await running.emailsTo(user.email)).length === 1 && (await noticesOf(user.userId)) === 1,
    {
      timeoutMs: 30_000,
      message: `${name}'s notice and password e-mail`,
    },
  );
  return user;
}

const noticesOf = async (userId: string) =>
  (await running.db('notifications').where({ user_id: userId })).length;
const contactOf = (userId: string) => running.db('user_contacts').where({ user_id: userId }).first();
const rowsTo = (email: string) =>
  running.db('outgoing_emails').whereRaw('lower(recipient) = lower(?)', [email]);
const farewellsTo = async (email: string) =>
  (await emailsTo(email)).filter((mail) => mail.subject === 'Your Homeward account was deleted');

it("deletes the user's notices, address and mail, sends the last e-mail and keeps no address, and leaves another user's", async () => {
  const leaving = await userWithNoticeAndMail('leaving');
  const staying = await userWithNoticeAndMail('staying');
  const deletion = UserDeleted.fromPartial({ ...leaving, fullName: 'Ann Lee', occurredAt: now() });

  const eventId = await running.publish(topics.userDeleted, leaving.userId, deletion);
  await waitForInboxEvent(running.db, eventId);

  expect(await noticesOf(leaving.userId)).toBe(0);
  expect(await contactOf(leaving.userId)).toBeUndefined();
  const [farewell] = await waitFor(async () => {
    const found = await farewellsTo(leaving.email);
    return found.length > 0 ? found : undefined;
  });
  expect(farewell!.text).toContain('Hi Ann Lee,');
  expect(farewell!.text).toContain('Your Homeward account was deleted, as you asked.');
  // once sent, no row of this service names the address: not the earlier e-mail, not the last one
  await waitFor(async () => (await rowsTo(leaving.email)).length === 0, {
    timeoutMs: 30_000,
    message: 'no e-mail row keeps the address',
  });
  const settled = await running.db('outgoing_emails').where({ event_id: eventId }).first();
  expect(settled).toMatchObject({ template: 'account_deleted', status: 'sent', recipient: '', html: null });

  // another user's notice, address and e-mail stay
  expect(await noticesOf(staying.userId)).toBe(1);
  expect((await contactOf(staying.userId))?.email).toBe(staying.email);
  expect(await rowsTo(staying.email)).toHaveLength(1);

  // an event about the user that was on its way brings back neither a notice nor the address
  const late = PropertyCreated.fromPartial({
    propertyId: randomUUID(),
    ownerId: leaving.userId,
    address: '1 Late St',
    occurredAt: now(),
  });
  await waitForInboxEvent(running.db, await running.publish(topics.propertyCreated, late.propertyId, late));
  const lateMail = UserPasswordChanged.fromPartial({ ...leaving, fullName: 'Ann Lee', occurredAt: now() });
  await waitForInboxEvent(
    running.db,
    await running.publish(topics.userPasswordChanged, leaving.userId, lateMail),
  );
  expect(await noticesOf(leaving.userId)).toBe(0);
  expect(await contactOf(leaving.userId)).toBeUndefined();

  // a second deletion event: handled, and no second farewell
  await waitForInboxEvent(running.db, await running.publish(topics.userDeleted, leaving.userId, deletion));
  expect(await running.db('outgoing_emails').where({ template: 'account_deleted' })).toHaveLength(1);
  expect(await farewellsTo(leaving.email)).toHaveLength(1);
  expect(await noticesOf(staying.userId)).toBe(1);
});

// The 48-hour contract deadline reminders on the real database and the file's Kafka-protocol broker: two sweeps at
// once publish each reminder once, a restart publishes nothing again, passed deadlines, deleted and replaced
// agreements get none, and two running replicas put exactly one document.deadline_approached per deadline on Kafka.
// The same for a due-diligence objection's seller-response and resolution deadlines, which also follow an edit.
import { randomUUID } from 'node:crypto';
import { connectDatabase, createLogger, type Knex } from '@homeward/kit';
import { DeadlineApproached } from '@homeward/protos/gen/homeward/documents/v1/events';
import { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  collectTestMessages,
  createTestDatabase,
  onFreePorts,
  serviceTestEnv,
  startOrStop,
  startTestIssuer,
  startTestPublisher,
  uniqueId,
  waitFor,
  type Collector,
  type TestPublisher,
} from '@homeward/testing';
import { loadDocumentsConfig, startDocumentsService } from '../src';
import { DeadlineReminders } from '../src/application/deadline-reminders';
import { agreementDeadlines } from '../src/domain/deadlines';
import { dueReminders } from '../src/domain/reminders';
import { objectionDueReminders, type DueReminder } from '../src/domain/reminders';
import { remindersOf } from '../src/store/deadline-reminders';
import { objectionRemindersOf, recordObjectionReminder } from '../src/store/objection-reminders';

const HOUR = 3_600_000;
const LEAD = 48 * HOUR;
const quiet = createLogger('documents-reminders-test', process.env.TEST_LOG_LEVEL ?? 'silent');

let stopAll: () => Promise<void>;
let db: Knex;
let otherDb: Knex;
let collector: Collector;
let properties: TestPublisher;

beforeAll(async () => {
  ({ stopAll, db, otherDb, collector, properties } = await startOrStop(async (stops) => {
    const issuer = stops.add(await startTestIssuer(), (started) => started.stop());
    const database = stops.add(await createTestDatabase('documents_reminders'), (created) => created.drop());
    const env = {
      ...serviceTestEnv({ serviceName: 'documents', database, issuer, groupPrefix: uniqueId('reminders') }),
      DEADLINE_REMINDER_SWEEP_INTERVAL_MS: '1000',
    };
    // Two replicas on one database, both sweeping every second.
    for (let replica = 0; replica < 2; replica += 1) {
      stops.add(await startDocumentsService(onFreePorts(loadDocumentsConfig(env)), quiet), (service) =>
        service.stop(),
      );
    }
    return {
      stopAll: () => stops.stopAll(),
      db: stops.add(connectDatabase(database.url), (knex) => knex.destroy()),
      otherDb: stops.add(connectDatabase(database.url), (knex) => knex.destroy()),
      collector: stops.add(
        await collectTestMessages('documents-reminders', [topics.documentDeadlineApproached.name]),
        (started) => started.stop(),
      ),
      properties: stops.add(await startTestPublisher('homeward/property'), (started) => started.stop()),
    };
  }));
}, 120_000);

afterAll(async () => {
  await stopAll?.();
});

/** YYYY-MM-DD of the calendar day `days` after `isoDate`. */
function isoDay(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
/** MM/DD/YYYY of the calendar day `days` after `isoDate`, as the form holds dates. */
function usDay(isoDate: string, days = 0): string {
  const [year, month, day] = isoDay(isoDate, days).split('-');
  return `${month}/${day}/${year}`;
}
/** Today's calendar date in Utah. */
const todayInUtah = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(new Date());

/** A Utah purchase agreement's data: agreed and accepted on `agreed` (YYYY-MM-DD), closing `closingDays` later. */
function utahAgreement(agreed: string, closingDays: number, street = '77 Deadline Dr') {
  return {
    property: { address: { street, city: 'Provo', state: 'UT', zip_code: '84601' } },
    purchase_agreement_date: usDay(agreed),
    // Deadlines count from Acceptance: the seller accepted the same day.
    acceptance: { date: usDay(agreed) },
    closing_date: usDay(agreed, closingDays),
    conditions: { inspection_contingency: { selected: true, days: 14 } },
    financing: { required: true },
  };
}

interface Completed {
  id: string;
  userId: string;
  propertyId: string;
  data: ReturnType<typeof utahAgreement>;
}

/** A completed purchase agreement, as CompleteDocument stores it. */
async function complete(
  data: ReturnType<typeof utahAgreement>,
  owner: { userId?: string; propertyId?: string; completedAt?: Date } = {},
): Promise<Completed> {
  const agreement = {
    id: randomUUID(),
    userId: owner.userId ?? randomUUID(),
    propertyId: owner.propertyId ?? randomUUID(),
    data,
  };
  await db('purchase_agreements').insert({
    id: agreement.id,
    auth_user_id: agreement.userId,
    property_id: agreement.propertyId,
    meta_data: JSON.stringify(data),
    template_snapshot: 'purchase-agreement-utah',
    prefilled_template_snapshot: '',
    prefilled_data_snapshot: JSON.stringify(data),
    completed_at: owner.completedAt ?? new Date(),
  });
  return agreement;
}

/** What the sweep should remind of for the agreement at `now`, by the deadlines' own function. */
const expectedKeys = (agreement: Completed, now: Date) =>
  dueReminders(agreement, agreementDeadlines(agreement.data), now, LEAD)
    .map((reminder) => reminder.deadlineKey)
    .sort();

const sweeperAt = (knex: Knex, now: Date, pageSize?: number) =>
  new DeadlineReminders({
    db: knex,
    relay: { notify() {} },
    logger: quiet,
    leadMs: LEAD,
    now: () => now,
    pageSize,
  });

const keysOf = async (agreementId: string) =>
  (await remindersOf(db, agreementId)).map((reminder) => reminder.deadlineKey).sort();

async function outboxReminders(agreementIds: string[]) {
  const rows = (await db('outbox').where({ topic: topics.documentDeadlineApproached.name })) as {
    payload: Buffer;
  }[];
  return rows
    .map((row) => DeadlineApproached.decode(row.payload))
    .filter((event) => agreementIds.includes(event.purchaseAgreementId));
}

// Far from the real clock, so the running replicas (which sweep at the real time) never remind of these.
const AGREED = '2030-01-01';
// 5:00 PM Mountain Standard Time on 2030-01-15, the due-diligence deadline of an agreement of AGREED (14 days).
const DUE_DILIGENCE = new Date('2030-01-16T00:00:00Z');

describe('the reminder sweep', () => {
  it('publishes each reminder once when two sweeps run at the same moment, and nothing again after a restart', async () => {
    const agreements = await Promise.all(
      Array.from({ length: 12 }, (_, index) => complete(utahAgreement(AGREED, 14 + (index % 3)))),
    );
    const now = new Date(DUE_DILIGENCE.getTime() - 30 * HOUR);
    const expected = agreements.flatMap((agreement) => expectedKeys(agreement, now));
    // The fixture must give the sweep something to race on, whatever the deadlines' rules become.
    expect(expected.length).toBeGreaterThanOrEqual(agreements.length);

    const first = sweeperAt(db, now);
    // The other reads a few agreements at a time, so the two meet in a different order.
    const second = sweeperAt(otherDb, now, 5);
    const results = await Promise.all([first.sweep(), second.sweep(), first.sweep(), second.sweep()]);
    expect(results.reduce((sum, result) => sum + result.published, 0)).toBe(expected.length);

    const ids = agreements.map((agreement) => agreement.id);
    const events = await outboxReminders(ids);
    expect(events).toHaveLength(expected.length);
    const pairs = events.map((event) => `${event.purchaseAgreementId}/${event.deadlineKey}`);
    expect(new Set(pairs).size).toBe(expected.length);
    for (const agreement of agreements) {
      expect(await keysOf(agreement.id)).toEqual(expectedKeys(agreement, now));
    }

    // A restarted service (a new sweeper, later within the same window) finds every reminder recorded.
    expect(await sweeperAt(db, new Date(now.getTime() + HOUR)).sweep()).toEqual({ published: 0 });
    expect(await outboxReminders(ids)).toHaveLength(expected.length);
  });

  it('says which deadline, when it ends in Mountain Time, and for which property', async () => {
    const agreement = await complete(utahAgreement(AGREED, 45, '12 Reminder Rd'));
    await sweeperAt(db, new Date(DUE_DILIGENCE.getTime() - HOUR)).sweep();
    const [event, ...others] = (await outboxReminders([agreement.id])).filter(
      (reminder) => reminder.deadlineKey === 'due_diligence',
    );
    expect(others).toEqual([]);
    expect(event).toMatchObject({
      propertyId: agreement.propertyId,
      ownerId: agreement.userId,
      deadlineLabel: 'Due Diligence Deadline',
      dueAt: '2030-01-15T17:00:00-07:00',
      dueDate: '2030-01-15',
      dueTime: '5:00 PM',
      timeZone: 'America/Denver',
      timeZoneLabel: 'Mountain Time',
      propertyAddress: '12 Reminder Rd, Provo, UT 84601',
    });
  });

  it('reminds of no deadline that has passed, and of none before the lead time', async () => {
    const agreement = await complete(utahAgreement(AGREED, 45));
    await sweeperAt(db, new Date(DUE_DILIGENCE.getTime() + 1)).sweep();
    await sweeperAt(db, new Date(DUE_DILIGENCE.getTime() - LEAD - HOUR)).sweep();
    expect(await keysOf(agreement.id)).not.toContain('due_diligence');
  });

  it("reminds of a replaced agreement's deadlines no more, and of the new one's", async () => {
    const userId = randomUUID();
    const propertyId = randomUUID();
    const earlier = await complete(utahAgreement(AGREED, 45), {
      userId,
      propertyId,
      completedAt: new Date(Date.now() - HOUR),
    });
    // The buyer completed a changed agreement: three days later, so due diligence ends on the 18th.
    const later = await complete(utahAgreement('2030-01-04', 45), { userId, propertyId });
    const now = new Date(DUE_DILIGENCE.getTime() + 2 * 24 * HOUR);
    const expected = expectedKeys(later, now);
    expect(expected).toContain('due_diligence');
    await sweeperAt(db, new Date(DUE_DILIGENCE.getTime() - HOUR)).sweep();
    await sweeperAt(db, now).sweep();
    expect(await keysOf(earlier.id)).toEqual([]);
    expect(await keysOf(later.id)).toEqual(expected);
  });

  it('reminds of nothing once the property is deleted (property.deleted removes its agreements)', async () => {
    const agreement = await complete(utahAgreement(AGREED, 45));
    await properties.publish(
      topics.propertyDeleted,
      agreement.propertyId,
      PropertyDeleted.fromPartial({
        propertyId: agreement.propertyId,
        ownerId: agreement.userId,
        occurredAt: new Date().toISOString(),
      }),
    );
    await waitFor(async () => (await db('purchase_agreements').where({ id: agreement.id })).length === 0, {
      message: 'the agreement deleted with its property',
      timeoutMs: 30_000,
    });
    expect(await sweeperAt(db, new Date(DUE_DILIGENCE.getTime() - HOUR)).sweep()).toEqual({ published: 0 });
    expect(await outboxReminders([agreement.id])).toEqual([]);
  });
});

interface StoredObjection {
  id: string;
  userId: string;
  propertyId: string;
  sentOn: string;
  sellerResponseDue: string;
  resolutionDeadline: string;
}

/** A due-diligence objection as CreateObjection stores it (Utah: 5:00 PM Mountain Time). */
async function objectionOf(
  dates: { sentOn: string; sellerResponseDue: string; resolutionDeadline: string },
  owner: { userId?: string; propertyId?: string; createdAt?: Date } = {},
): Promise<StoredObjection> {
  const objection = {
    id: randomUUID(),
    userId: owner.userId ?? randomUUID(),
    propertyId: owner.propertyId ?? randomUUID(),
    ...dates,
  };
  await db('due_diligence_objections').insert({
    id: objection.id,
    auth_user_id: objection.userId,
    property_id: objection.propertyId,
    inspection_id: 'report-1',
    items: JSON.stringify([]),
    sent_on: dates.sentOn,
    seller_response_due: dates.sellerResponseDue,
    resolution_deadline: dates.resolutionDeadline,
    deadline_time: '5:00 PM',
    time_zone: 'America/Denver',
    property_address: '9 Objection Ct, Provo, UT 84601',
    state: 'UT',
    created_at: owner.createdAt ?? new Date(),
  });
  return objection;
}

const objectionKeysOf = async (objectionId: string) =>
  (await objectionRemindersOf(db, objectionId)).map(
    (reminder) => `${reminder.deadlineKey}@${reminder.dueAt.toISOString()}`,
  );

async function outboxObjectionReminders(objectionIds: string[]) {
  const rows = (await db('outbox').where({ topic: topics.documentDeadlineApproached.name })) as {
    payload: Buffer;
  }[];
  return rows
    .map((row) => DeadlineApproached.decode(row.payload))
    .filter((event) => objectionIds.includes(event.objectionId));
}

// Far from the agreements' dates above (and the real clock), so no sweep of one test reminds of another's.
// Sent 2031-02-02: the seller's response due 02-05, the resolution deadline 02-12, 5:00 PM Mountain Standard Time.
const OBJECTION = { sentOn: '2031-02-02', sellerResponseDue: '2031-02-05', resolutionDeadline: '2031-02-12' };
const RESPONSE_DUE = new Date('2031-02-06T00:00:00Z');
const RESOLUTION_DUE = new Date('2031-02-13T00:00:00Z');

describe('the reminder sweep over due-diligence objections', () => {
  it("publishes the seller's response reminder once when two sweeps run at once, and nothing again later", async () => {
    const objections = await Promise.all(Array.from({ length: 7 }, () => objectionOf(OBJECTION)));
    const now = new Date(RESPONSE_DUE.getTime() - 30 * HOUR);
    const first = sweeperAt(db, now);
    const second = sweeperAt(otherDb, now, 3);
    const results = await Promise.all([first.sweep(), second.sweep(), first.sweep(), second.sweep()]);
    expect(results.reduce((sum, result) => sum + result.published, 0)).toBe(objections.length);

    const ids = objections.map((objection) => objection.id);
    const events = await outboxObjectionReminders(ids);
    expect(events.map((event) => event.deadlineKey)).toEqual(objections.map(() => 'seller_response'));
    expect(new Set(events.map((event) => event.objectionId)).size).toBe(objections.length);
    expect(events[0]).toMatchObject({
      purchaseAgreementId: '',
      deadlineLabel: "Seller's response due",
      dueAt: '2031-02-05T17:00:00-07:00',
      dueDate: '2031-02-05',
      dueTime: '5:00 PM',
      timeZone: 'America/Denver',
      timeZoneLabel: 'Mountain Time',
      propertyAddress: '9 Objection Ct, Provo, UT 84601',
    });
    expect(await sweeperAt(db, new Date(now.getTime() + HOUR)).sweep()).toEqual({ published: 0 });
    expect(await outboxObjectionReminders(ids)).toHaveLength(objections.length);
    // Its resolution deadline, a week later, in its own window.
    await sweeperAt(db, new Date(RESOLUTION_DUE.getTime() - HOUR)).sweep();
    expect(await objectionKeysOf(objections[0]!.id)).toEqual([
      `seller_response@${RESPONSE_DUE.toISOString()}`,
      `resolution@${RESOLUTION_DUE.toISOString()}`,
    ]);
  });

  it('reminds of a deleted objection, or one replaced by a newer one, no more', async () => {
    const userId = randomUUID();
    const propertyId = randomUUID();
    const deleted = await objectionOf(OBJECTION);
    await db('due_diligence_objections').where({ id: deleted.id }).delete();
    const older = await objectionOf(OBJECTION, {
      userId,
      propertyId,
      createdAt: new Date(Date.now() - HOUR),
    });
    const newer = await objectionOf(OBJECTION, { userId, propertyId });
    await sweeperAt(db, new Date(RESPONSE_DUE.getTime() - HOUR)).sweep();
    expect(await objectionKeysOf(deleted.id)).toEqual([]);
    expect(await objectionKeysOf(older.id)).toEqual([]);
    expect(await objectionKeysOf(newer.id)).toEqual([`seller_response@${RESPONSE_DUE.toISOString()}`]);

    // Deleted between the sweep's read and its insert: nothing recorded, nothing published.
    const racing = await objectionOf(OBJECTION);
    const [due] = objectionDueReminders(
      {
        ...racing,
        purchaseAgreementId: null,
        state: 'UT',
        propertyAddress: '',
        time: '5:00 PM',
        timeZone: 'America/Denver',
      },
      new Date(RESPONSE_DUE.getTime() - HOUR),
      LEAD,
    );
    await db('due_diligence_objections').where({ id: racing.id }).delete();
    expect(await db.transaction((trx) => recordObjectionReminder(trx, due as DueReminder))).toBe(false);
  });

  it('follows an edited date: the new date is reminded of even after the old one was', async () => {
    const objection = await objectionOf(OBJECTION);
    await sweeperAt(db, new Date(RESPONSE_DUE.getTime() - HOUR)).sweep();
    // The buyer moves the seller's response a day later (as UpdateObjection writes it).
    const moveResponse = (id: string) =>
      db('due_diligence_objections')
        .where({ id })
        .update({ seller_response_due: '2031-02-06', updated_at: new Date() });
    await moveResponse(objection.id);
    const movedDue = new Date(RESPONSE_DUE.getTime() + 24 * HOUR);
    await sweeperAt(db, new Date(movedDue.getTime() - HOUR)).sweep();
    expect(await objectionKeysOf(objection.id)).toEqual([
      `seller_response@${RESPONSE_DUE.toISOString()}`,
      `seller_response@${movedDue.toISOString()}`,
    ]);
    const events = await outboxObjectionReminders([objection.id]);
    expect(events.map((event) => event.dueDate)).toEqual(['2031-02-05', '2031-02-06']);

    // A sweep that read the old date just before the edit records nothing for it after.
    const edited = await objectionOf(OBJECTION);
    const [stale] = objectionDueReminders(
      {
        ...edited,
        purchaseAgreementId: null,
        state: 'UT',
        propertyAddress: '',
        time: '5:00 PM',
        timeZone: 'America/Denver',
      },
      new Date(RESPONSE_DUE.getTime() - HOUR),
      LEAD,
    );
    await moveResponse(edited.id);
    expect(await db.transaction((trx) => recordObjectionReminder(trx, stale as DueReminder))).toBe(false);
    expect(await objectionKeysOf(edited.id)).toEqual([]);
  });
});

describe('two running replicas', () => {
  it('put one document.deadline_approached per due deadline on Kafka', async () => {
    // Agreed 60 days ago, closing tomorrow: settlement ends within 48 hours of any moment today.
    const today = todayInUtah();
    const agreement = await complete(utahAgreement(isoDay(today, -60), 61));
    const expected = expectedKeys(agreement, new Date());
    expect(expected).toContain('settlement');

    const mine = () =>
      collector
        .on(topics.documentDeadlineApproached.name)
        .filter((message) => message.key === agreement.propertyId);
    await waitFor(() => mine().length >= expected.length, {
      message: 'the reminders on Kafka',
      timeoutMs: 30_000,
    });
    // Several more sweeps of both replicas: still one message per deadline.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const events = mine().map((message) => DeadlineApproached.decode(message.value!));
    expect(events.map((event) => event.deadlineKey).sort()).toEqual(expected);
    expect(mine()[0]!.headers.ce_type).toBe('homeward.document.deadline_approached.v1');
    const settlement = events.find((event) => event.deadlineKey === 'settlement')!;
    expect(settlement).toMatchObject({
      purchaseAgreementId: agreement.id,
      ownerId: agreement.userId,
      dueDate: isoDay(today, 1),
      dueTime: '5:00 PM',
      timeZoneLabel: 'Mountain Time',
    });
    expect(settlement.dueAt).toMatch(/T17:00:00-0[67]:00$/);
  });

  it('put one document.deadline_approached per objection deadline on Kafka', async () => {
    // Sent three days ago, the seller's response due tomorrow: within 48 hours of any moment today.
    const today = todayInUtah();
    const objection = await objectionOf({
      sentOn: isoDay(today, -3),
      sellerResponseDue: isoDay(today, 1),
      resolutionDeadline: isoDay(today, 8),
    });
    const mine = () =>
      collector
        .on(topics.documentDeadlineApproached.name)
        .filter((message) => message.key === objection.propertyId);
    await waitFor(() => mine().length >= 1, {
      message: "the seller's response reminder on Kafka",
      timeoutMs: 30_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const events = mine().map((message) => DeadlineApproached.decode(message.value!));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      objectionId: objection.id,
      ownerId: objection.userId,
      deadlineKey: 'seller_response',
      dueDate: isoDay(today, 1),
      dueTime: '5:00 PM',
    });
  });
});

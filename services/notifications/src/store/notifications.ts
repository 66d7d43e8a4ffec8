import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { InAppNotification } from '../domain/in-app-notification';
import type { NotificationPageRequest, NotificationPosition } from '../domain/notification-page';

const TABLE = 'notifications';

interface NotificationRow {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  subject_id: string;
  link: string;
  read: boolean;
  read_at: Date | null;
  source_event_id: string;
  created_at: Date;
}

export interface NewNotification {
  userId: string;
  kind: string;
  title: string;
  body: string;
  subjectId: string;
  /** The SPA path the notification opens; '' when none. */
  link?: string;
  sourceEventId: string;
}

/** Inserts unless the event already produced one or the user was deleted; true when a row was written. */
export async function insertNotification(
  trx: Knex.Transaction,
  notification: NewNotification,
): Promise<boolean> {
  // An event about a deleted account, already on its way when user.deleted came, brings its notices back never.
  if (await trx('deleted_users').where({ user_id: notification.userId }).first('user_id')) return false;
  const inserted = await trx(TABLE)
    .insert({
      id: randomUUID(),
      user_id: notification.userId,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      subject_id: notification.subjectId,
      link: notification.link ?? '',
      source_event_id: notification.sourceEventId,
    })
    .onConflict('source_event_id')
    .ignore()
    .returning('id');
  return inserted.length > 0;
}

/** The stored instant to the microsecond, in UTC: a page's position must not lose what orders two notices. */
const POSITION_AT = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

type PositionedRow = NotificationRow & { position_at: string };

/**
 * One page of the user's notifications, newest first, ties (same instant) broken by id so pages are stable; one row
 * past the page tells whether another follows.
 */
export async function listNotificationPage(
  db: Knex,
  userId: string,
  request: NotificationPageRequest,
): Promise<{ notifications: InAppNotification[]; next?: NotificationPosition }> {
  const query = db<NotificationRow>(TABLE)
    .select('*', db.raw(`${POSITION_AT} as position_at`))
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(request.pageSize + 1);
  if (request.before)
    query.whereRaw('(created_at, id) < (?::timestamptz, ?::uuid)', [
      request.before.createdAt,
      request.before.id,
    ]);
  const rows = (await query) as PositionedRow[];
  const page = rows.slice(0, request.pageSize);
  const last = page[page.length - 1];
  const next =
    rows.length > request.pageSize && last ? { createdAt: last.position_at, id: last.id } : undefined;
  return { notifications: page.map(toNotification), next };
}

/** How many of the user's notifications are unread (the partial index holds exactly those). */
export async function countUnread(db: Knex, userId: string): Promise<number> {
  const [row] = await db(TABLE)
    .where({ user_id: userId, read: false })
    .count<{ count: string }[]>('* as count');
  return Number(row?.count ?? 0);
}

/** Marks one of the user's notifications read (again, harmlessly); undefined when the user has none by that id. */
export async function markNotificationRead(
  db: Knex,
  userId: string,
  id: string,
): Promise<InAppNotification | undefined> {
  const [row] = await db<NotificationRow>(TABLE)
    .where({ id, user_id: userId })
    .update({ read: true, read_at: db.raw('coalesce(read_at, clock_timestamp())') })
    .returning('*');
  return row ? toNotification(row as NotificationRow) : undefined;
}

/** Marks every unread notification of the user read; returns how many changed. */
export async function markAllNotificationsRead(db: Knex, userId: string): Promise<number> {
  return db(TABLE)
    .where({ user_id: userId, read: false })
    .update({ read: true, read_at: db.raw('clock_timestamp()') });
}

function toNotification(row: NotificationRow): InAppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    subjectId: row.subject_id,
    link: row.link,
    read: row.read,
    createdAt: row.created_at,
  };
}

/** Removes what the user was told about a subject that no longer exists; returns how many went. */
export async function deleteNotificationsAbout(
  trx: Knex.Transaction,
  userId: string,
  subjectId: string,
): Promise<number> {
  return trx(TABLE).where({ user_id: userId, subject_id: subjectId }).delete();
}

import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { InAppNotification } from '../domain/in-app-notification';

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

/** Inserts unless the event already produced one; true when a row was written. */
export async function insertNotification(
  trx: Knex.Transaction,
  notification: NewNotification,
): Promise<boolean> {
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

/** The user's newest notifications first; ties (same instant) broken by id so pages are stable. */
export async function listNotifications(
  db: Knex,
  userId: string,
  limit: number,
): Promise<InAppNotification[]> {
  const rows = await db<NotificationRow>(TABLE)
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit);
  return rows.map(toNotification);
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

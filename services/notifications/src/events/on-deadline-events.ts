import { type EventHandler, MalformedEventError, requireFields } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { DeadlineApproached } from '@homeward/protos/gen/homeward/documents/v1/events';
import type { DeadlineReminderNotices } from '../application/deadline-reminder-notices';
import { isCalendarDay } from '../domain/deadline-reminders';

/**
 * A contract deadline of the buyer's purchase agreement, or the seller's response or resolution deadline of their
 * due-diligence objection, ends within the reminder lead time (48 hours).
 */
export function onDeadlineApproached(notices: DeadlineReminderNotices): EventHandler<DeadlineApproached> {
  return async (event, trx) => {
    const { payload } = event;
    const topic = topics.documentDeadlineApproached.name;
    // An objection's deadline names its objection, and its agreement only when one was completed in Homeward.
    requireFields(topic, payload, [
      payload.objectionId ? 'objectionId' : 'purchaseAgreementId',
      'propertyId',
      'ownerId',
      'deadlineKey',
      'deadlineLabel',
      'dueAt',
      'dueDate',
      'dueTime',
    ]);
    const dueAt = new Date(payload.dueAt);
    if (Number.isNaN(dueAt.getTime())) throw new MalformedEventError(topic, ['an RFC 3339 due_at']);
    if (!isCalendarDay(payload.dueDate)) throw new MalformedEventError(topic, ['a YYYY-MM-DD due_date']);
    await notices.remind(trx, {
      eventId: event.id,
      ownerId: payload.ownerId,
      propertyId: payload.propertyId,
      purchaseAgreementId: payload.purchaseAgreementId,
      objectionId: payload.objectionId,
      deadlineKey: payload.deadlineKey,
      deadlineLabel: payload.deadlineLabel,
      dueAt,
      dueDate: payload.dueDate,
      dueTime: payload.dueTime,
      timeZoneLabel: payload.timeZoneLabel,
      propertyAddress: payload.propertyAddress,
    });
  };
}

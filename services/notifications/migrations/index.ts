import { outboxMigrations, type Migration } from '@homeward/kit';
import { createNotifications } from './001-notifications';
import { createOutgoingEmails } from './002-outgoing-emails';
import { addOutgoingEmailTraceparent } from './003-outgoing-emails-traceparent';
import { addInspectionNotices } from './004-inspection-notices';
import { addTourEmails } from './005-tour-emails';
import { addNotificationReadState } from './006-notification-read-state';
import { createDeletedUsers } from './007-deleted-users';
import { addOutgoingEmailSending } from './008-outgoing-emails-sending';

/** In order; applied by service.ts at start-up. Never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  ...outboxMigrations,
  createNotifications,
  createOutgoingEmails,
  addOutgoingEmailTraceparent,
  addInspectionNotices,
  addTourEmails,
  addNotificationReadState,
  createDeletedUsers,
  addOutgoingEmailSending,
];

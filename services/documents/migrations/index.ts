import { outboxMigrations, type Migration } from '@homeward/kit';
import { createDocuments } from './001-documents';
import { createDeadlineReminders } from './002-deadline-reminders';
import { createObjections } from './003-objections';
import { objectionEditsAndReminders } from './004-objection-edits-and-reminders';
import { storedPdfs } from './005-stored-pdfs';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  ...outboxMigrations,
  createDocuments,
  createDeadlineReminders,
  createObjections,
  objectionEditsAndReminders,
  storedPdfs,
];

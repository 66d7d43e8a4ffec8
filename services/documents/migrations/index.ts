import { outboxMigrations, type Migration } from '@homeward/kit';
import { createDocuments } from './001-documents';
import { createObjections } from './002-objections';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [...outboxMigrations, createDocuments, createObjections];

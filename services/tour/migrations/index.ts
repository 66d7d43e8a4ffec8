import { outboxMigrations, type Migration } from '@homeward/kit';
import { createTours } from './001-tours';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [...outboxMigrations, createTours];

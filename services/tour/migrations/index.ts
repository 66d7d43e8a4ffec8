import { outboxMigrations, type Migration } from '@homeward/kit';
import { createTour } from './001-tour';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [...outboxMigrations, createTour];

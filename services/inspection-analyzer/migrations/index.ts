import { outboxMigrations, type Migration } from '@homeward/kit';
import { createInspectionAnalyzer } from './001-inspection-analyzer';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [...outboxMigrations, createInspectionAnalyzer];

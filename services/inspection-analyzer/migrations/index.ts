import { outboxMigrations, type Migration } from '@homeward/kit';
import { createHomeInspections } from './001-home-inspections';
import { createAnalysisJobs } from './002-analysis-jobs';
import { createLlmBudgets } from './003-llm-budgets';
import { addCostSources } from './004-cost-sources';
import { addUploadHousekeeping } from './005-upload-housekeeping';
import { addUploadClaims } from './006-upload-claims';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  ...outboxMigrations,
  createHomeInspections,
  createAnalysisJobs,
  createLlmBudgets,
  addCostSources,
  addUploadHousekeeping,
  addUploadClaims,
];

// The inspection-analyzer use cases: each acts for one owner and sees only that owner's records.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { InspectionAnalyzer } from '../domain/inspection-analyzer';
import { inspectionAnalyzerNotFound } from '../domain/errors';
import { inspectionAnalyzerMetrics } from '../metrics';
import { findOwned, insertInspectionAnalyzer } from '../store/inspection-analyzer';

export interface InspectionAnalyzerDeps {
  db: Knex;
}

export async function createInspectionAnalyzer(
  deps: InspectionAnalyzerDeps,
  ownerId: string,
  title: string,
): Promise<InspectionAnalyzer> {
  const record = await insertInspectionAnalyzer(deps.db, { id: randomUUID(), ownerId, title });
  inspectionAnalyzerMetrics.created.inc();
  return record;
}

export async function getInspectionAnalyzer(
  deps: InspectionAnalyzerDeps,
  ownerId: string,
  id: string,
): Promise<InspectionAnalyzer> {
  const record = await findOwned(deps.db, ownerId, id);
  if (!record) throw inspectionAnalyzerNotFound();
  return record;
}

// The tour use cases: each acts for one owner and sees only that owner's records.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { Tour } from '../domain/tour';
import { tourNotFound } from '../domain/errors';
import { tourMetrics } from '../metrics';
import { findOwned, insertTour } from '../store/tour';

export interface TourDeps {
  db: Knex;
}

export async function createTour(deps: TourDeps, ownerId: string, title: string): Promise<Tour> {
  const record = await insertTour(deps.db, { id: randomUUID(), ownerId, title });
  tourMetrics.created.inc();
  return record;
}

export async function getTour(deps: TourDeps, ownerId: string, id: string): Promise<Tour> {
  const record = await findOwned(deps.db, ownerId, id);
  if (!record) throw tourNotFound();
  return record;
}

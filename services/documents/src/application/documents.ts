// The documents use cases: each acts for one owner and sees only that owner's records.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { Documents } from '../domain/documents';
import { documentsNotFound } from '../domain/errors';
import { documentsMetrics } from '../metrics';
import { findOwned, insertDocuments } from '../store/documents';

export interface DocumentsDeps {
  db: Knex;
}

export async function createDocuments(
  deps: DocumentsDeps,
  ownerId: string,
  title: string,
): Promise<Documents> {
  const record = await insertDocuments(deps.db, { id: randomUUID(), ownerId, title });
  documentsMetrics.created.inc();
  return record;
}

export async function getDocuments(deps: DocumentsDeps, ownerId: string, id: string): Promise<Documents> {
  const record = await findOwned(deps.db, ownerId, id);
  if (!record) throw documentsNotFound();
  return record;
}

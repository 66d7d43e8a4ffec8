// Queries on home_inspection_issues; every query a buyer's call makes filters by the buyer's user id.
import { randomUUID } from 'node:crypto';
import type { Knex } from '@homeward/kit';
import type { InspectionIssue } from '../domain/inspection';
import type { CostEstimate, CostSource, Finding, IssueDetails, PriceRange, Severity } from '../domain/report';

const TABLE = 'home_inspection_issues';

interface IssueRow {
  id: string;
  home_inspection_id: string;
  auth_user_id: string;
  title: string;
  description: string;
  severity: Severity;
  details: IssueDetails | null;
  section: string | null;
  location: string | null;
  trade: string | null;
  cost_key: string | null;
  page: number | null;
  estimated_cost_from: number | null;
  estimated_cost_to: number | null;
  estimated_cost_source: CostSource | null;
}

function fromRow(row: IssueRow): InspectionIssue {
  return {
    id: row.id,
    inspectionId: row.home_inspection_id,
    userId: row.auth_user_id,
    title: row.title,
    description: row.description,
    severity: row.severity,
    details: row.details,
    section: row.section,
    location: row.location,
    trade: row.trade,
    costKey: row.cost_key,
    page: row.page,
    estimatedCost:
      row.estimated_cost_from === null || row.estimated_cost_to === null
        ? null
        : {
            from: row.estimated_cost_from,
            to: row.estimated_cost_to,
            // estimates stored before the column were all the cost table's
            source: row.estimated_cost_source ?? 'typical',
          },
  };
}

/** A finding with the cost range estimated for it (or none); a range without a source is the cost table's. */
export interface NewIssue {
  finding: Finding;
  estimatedCost: CostEstimate | PriceRange | null;
}

export async function insertIssues(
  trx: Knex.Transaction,
  inspectionId: string,
  userId: string,
  issues: NewIssue[],
): Promise<void> {
  const rows = issues.map(({ finding, estimatedCost }) => ({
    id: randomUUID(),
    home_inspection_id: inspectionId,
    auth_user_id: userId,
    title: finding.title,
    description: finding.description,
    severity: finding.severity,
    section: finding.section ?? null,
    location: finding.location ?? null,
    trade: finding.trade ?? null,
    cost_key: finding.costKey ?? null,
    page: finding.page ?? null,
    estimated_cost_from: estimatedCost?.from ?? null,
    estimated_cost_to: estimatedCost?.to ?? null,
    estimated_cost_source: estimatedCost
      ? 'source' in estimatedCost
        ? estimatedCost.source
        : 'typical'
      : null,
  }));
  // a long report can have hundreds of findings: stay well under PostgreSQL's bind-parameter limit
  for (let at = 0; at < rows.length; at += 500) await trx(TABLE).insert(rows.slice(at, at + 500));
}

export async function listOwnedIssues(
  db: Knex,
  userId: string,
  inspectionId: string,
): Promise<InspectionIssue[]> {
  const rows = await db<IssueRow>(TABLE).where({ auth_user_id: userId, home_inspection_id: inspectionId });
  return rows.map((row) => fromRow(row as IssueRow));
}

/** The issues of several reports of one user, for their tier totals. */
export async function listOwnedIssuesOf(
  db: Knex,
  userId: string,
  inspectionIds: string[],
): Promise<InspectionIssue[]> {
  if (inspectionIds.length === 0) return [];
  const rows = await db<IssueRow>(TABLE)
    .where({ auth_user_id: userId })
    .whereIn('home_inspection_id', inspectionIds);
  return rows.map((row) => fromRow(row as IssueRow));
}

export async function findOwnedIssue(
  db: Knex,
  userId: string,
  id: string,
): Promise<InspectionIssue | undefined> {
  const row = await db<IssueRow>(TABLE).where({ id, auth_user_id: userId }).first();
  return row && fromRow(row as IssueRow);
}

/**
 * Stores the details unless another call stored them first; either way the stored issue comes back, so concurrent
 * expansions of one issue all answer with the one set of details that was kept.
 */
export async function storeDetailsOnce(
  db: Knex,
  userId: string,
  id: string,
  details: IssueDetails,
): Promise<InspectionIssue> {
  await db<IssueRow>(TABLE)
    .where({ id, auth_user_id: userId })
    .whereNull('details')
    .update({ details: JSON.stringify(details) as unknown as IssueDetails });
  const row = await db<IssueRow>(TABLE).where({ id, auth_user_id: userId }).first();
  if (!row) throw new Error('issue vanished while its details were stored');
  return fromRow(row as IssueRow);
}

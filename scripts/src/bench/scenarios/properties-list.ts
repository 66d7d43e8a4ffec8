// Scenario "properties list": a signed-in user with 50 active properties asks for their list, through the whole API
// (autocannon -> BFF -> gRPC -> property service -> PostgreSQL), beside the floor under it: the very SQL the
// property service runs for that list, sent straight to the same PostgreSQL with the same concurrency.
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '@homeward/kit';
import { addProperty, listProperties, signUpVerifiedUser, type SignedInUser } from '../homeward-client';
import { measureHttp, measureLoop, type Load, type Measurement } from '../measure';
import { compare, type Comparison } from '../report';
import type { Score } from '../report-goals';
import type { BenchStack } from '../stack';
import { captureListQuery, runCapturedQuery } from './property-sql';

export const PROPERTY_COUNT = 50;

export interface ScenarioSettings {
  load: Load;
  /** Unmeasured load first, so JIT, connection pools and PostgreSQL's caches are warm for both sides alike. */
  warmupMs: number;
}

export interface ScenarioResult {
  measurements: Measurement[];
  comparisons: Comparison[];
  /** Figures that are not request measurements (Lighthouse scores), for the goals table. */
  scores?: Score[];
  notes: string[];
}

async function userWithProperties(stack: BenchStack): Promise<SignedInUser> {
  const email = `bench-${randomBytes(4).toString('hex')}@example.com`;
  const user = await signUpVerifiedUser(
    stack.appUrl,
    stack.mailWebUrl,
    email,
    `Bench-${randomBytes(6).toString('hex')}-1`,
  );
  for (let number = 1; number <= PROPERTY_COUNT; number += 1)
    await addProperty(stack.appUrl, user, `${100 + number} Main St, Austin, TX 78701`);
  const listed = await listProperties(stack.appUrl, user);
  if (listed.length !== PROPERTY_COUNT)
    throw new Error(`the API lists ${listed.length} properties, expected ${PROPERTY_COUNT}`);
  return user;
}

export async function runPropertiesList(
  stack: BenchStack,
  settings: ScenarioSettings,
): Promise<ScenarioResult> {
  const { load, warmupMs } = settings;
  console.log(`[bench] setting up a user with ${PROPERTY_COUNT} properties through the API…`);
  const user = await userWithProperties(stack);
  const apiName = `API GET /api/properties (${PROPERTY_COUNT})`;
  const baselineName = `SQL of that list on PostgreSQL`;

  const target = { url: `${stack.appUrl}/api/properties`, headers: { Cookie: user.cookie } };
  console.log(`[bench] ${apiName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
  await measureHttp('warm-up', target, { ...load, durationMs: warmupMs });
  const api = await measureHttp(apiName, target, load);
  load.signal?.throwIfAborted();

  // One pool connection per worker, like autocannon's connections; knex/pg as the service uses them.
  const db = connectDatabase(stack.databaseUrls.property, { min: load.connections, max: load.connections });
  try {
    const query = await captureListQuery(db, user.id, '');
    const runQuery = () => runCapturedQuery(db, query);
    const rows = await runQuery();
    if (rows !== PROPERTY_COUNT)
      throw new Error(`the list SQL returns ${rows} rows, expected ${PROPERTY_COUNT}`);
    console.log(`[bench] ${baselineName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
    await measureLoop('warm-up', runQuery, { ...load, durationMs: warmupMs });
    const baseline = await measureLoop(baselineName, runQuery, load);
    load.signal?.throwIfAborted();
    return {
      measurements: [api, baseline],
      comparisons: [compare('properties list', api, baseline)],
      notes: [
        `baseline SQL (from services/property/src/store/property-cards.ts listActiveCards): ${query.sql}`,
        'API path: autocannon -> BFF bundle, NODE_ENV=production (session cookie decrypt; no response schema check) ' +
          '-> gRPC ListPropertyCards (JWT verified once per token, then remembered until it expires) -> knex/pg, one ' +
          "query: the cards' columns and the document indicators of property's read model -> JSON; request logs at " +
          'info to files',
        'load generator, BFF, services and PostgreSQL share the machine; latencies are measured the same way on both ' +
          'sides (hrtime, log-linear histogram at 0.1% precision)',
      ],
    };
  } finally {
    await db.destroy();
  }
}

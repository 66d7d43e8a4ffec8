// Scenario "properties search": a signed-in user with 1,000 active properties searches them by address, cycling
// through a mix of terms (city names, street fragments, ZIP prefixes, a miss), through the whole API, beside the
// very SQL the property service runs for each of those terms, sent straight to PostgreSQL with the same
// concurrency and the same rotation of terms.
import { randomBytes } from 'node:crypto';
import { connectDatabase } from '@homeward/kit';
import { addProperty, listProperties, signUpVerifiedUser, type SignedInUser } from '../homeward-client';
import { measureHttp, measureLoop } from '../measure';
import { compare } from '../report';
import type { BenchStack } from '../stack';
import type { ScenarioResult, ScenarioSettings } from './properties-list';
import { captureListQuery, runCapturedQuery, type CapturedQuery } from './property-sql';
import {
  benchAddresses,
  expectedMatches,
  forEachConcurrently,
  rotation,
  SEARCH_TERMS,
  searchPath,
  type SearchTerm,
} from './search-homes';

export const SEARCH_PROPERTY_COUNT = 1000;
// A few adds in flight keep the BFF and the property service busy on two cores without queueing behind each other.
const SETUP_CONCURRENCY = 8;

async function userWithHomes(stack: BenchStack, addresses: readonly string[]): Promise<SignedInUser> {
  const user = await signUpVerifiedUser(
    stack.appUrl,
    stack.mailWebUrl,
    `bench-${randomBytes(4).toString('hex')}@example.com`,
    `Bench-${randomBytes(6).toString('hex')}-1`,
  );
  await forEachConcurrently(addresses, SETUP_CONCURRENCY, (address) =>
    addProperty(stack.appUrl, user, address),
  );
  const listed = await listProperties(stack.appUrl, user);
  if (listed.length !== addresses.length)
    throw new Error(`the API lists ${listed.length} properties, expected ${addresses.length}`);
  return user;
}

interface TermQuery {
  term: SearchTerm;
  query: CapturedQuery;
  matches: number;
}

export async function runPropertiesSearch(
  stack: BenchStack,
  settings: ScenarioSettings,
): Promise<ScenarioResult> {
  const { load, warmupMs } = settings;
  const addresses = benchAddresses(SEARCH_PROPERTY_COUNT);
  console.log(
    `[bench] setting up a user with ${SEARCH_PROPERTY_COUNT} properties through the API ` +
      `(${SEARCH_PROPERTY_COUNT * 2} calls, ${SETUP_CONCURRENCY} at a time)…`,
  );
  const setupStarted = Date.now();
  const user = await userWithHomes(stack, addresses);
  const setupS = (Date.now() - setupStarted) / 1000;
  console.log(`[bench] ${SEARCH_PROPERTY_COUNT} properties added and activated in ${setupS.toFixed(1)} s`);
  load.signal?.throwIfAborted();

  const apiName = `API GET /api/properties?search= (${SEARCH_PROPERTY_COUNT}, ${SEARCH_TERMS.length} terms)`;
  const baselineName = `SQL of those searches on PostgreSQL`;
  const db = connectDatabase(stack.databaseUrls.property, { min: load.connections, max: load.connections });
  try {
    // Both sides must answer every term alike, and as the addresses say, before either is timed.
    const terms: TermQuery[] = [];
    for (const term of SEARCH_TERMS) {
      const query = await captureListQuery(db, user.id, term.text);
      const matches = expectedMatches(addresses, term.text);
      const sqlRows = await runCapturedQuery(db, query);
      const apiRows = (await listProperties(stack.appUrl, user, term.text)).length;
      if (sqlRows !== matches || apiRows !== matches)
        throw new Error(
          `search ${JSON.stringify(term.text)}: SQL returns ${sqlRows} rows, the API ${apiRows}, expected ${matches}`,
        );
      terms.push({ term, query, matches });
    }

    const target = {
      url: `${stack.appUrl}/api/properties`,
      headers: { Cookie: user.cookie },
      paths: SEARCH_TERMS.map(({ text }) => searchPath(text)),
    };
    console.log(`[bench] ${apiName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
    await measureHttp('warm-up', target, { ...load, durationMs: warmupMs });
    const api = await measureHttp(apiName, target, load);
    load.signal?.throwIfAborted();

    const nextQuery = rotation(terms.map(({ query }) => query));
    const runQuery = () => runCapturedQuery(db, nextQuery());
    console.log(`[bench] ${baselineName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
    await measureLoop('warm-up', runQuery, { ...load, durationMs: warmupMs });
    const baseline = await measureLoop(baselineName, runQuery, load);
    load.signal?.throwIfAborted();

    const termList = terms.map(
      ({ term, matches }) => `${JSON.stringify(term.text)} (${term.kind}, ${matches})`,
    );
    return {
      measurements: [api, baseline],
      comparisons: [compare('properties search', api, baseline)],
      notes: [
        `search set-up: ${SEARCH_PROPERTY_COUNT} properties created and activated through the API ` +
          `(${SETUP_CONCURRENCY} at a time) in ${setupS.toFixed(1)} s`,
        `search terms, each connection in turn (rows matched of ${SEARCH_PROPERTY_COUNT}): ${termList.join(', ')}`,
        `search baseline SQL (from services/property/src/store/property-cards.ts listActiveCards): ${terms[0]!.query.sql}`,
      ],
    };
  } finally {
    await db.destroy();
  }
}

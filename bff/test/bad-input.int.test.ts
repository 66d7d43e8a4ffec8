// The bad-input campaign: requests generated from the BFF's own OpenAPI document (fast-check), each right-looking
// request broken in one way (malformed JSON, wrong types, missing fields, 1 MB strings, NUL and lone surrogates,
// unusual unicode, wrong content types, no CSRF header, numbers past their edges, arrays for objects, hostile path
// parameters), sent to every route signed in as the owner of real things, as another user and signed out, through
// the real BFF to every real service and PostgreSQL. No answer may be a 5xx or show the server's insides, every
// error is `{error, message}`, and the owner's things are exactly as they were afterwards.
// Reproduce a failure with the seed it prints: BAD_INPUT_SEED=<seed> npx jest --selectProjects integration
// --testPathPatterns bff/test/bad-input
import http from 'node:http';
import fc from 'fast-check';
import request from 'supertest';
import { CSRF, PASSWORD, sessionCookieOf } from './support/bff';
import { waitFor } from '@homeward/testing';
import { startRealStack, type RealStack } from './support/real-stack';
import {
  caseArbitrary,
  defectsFor,
  FIELD_DEFECTS,
  fieldCount,
  operationsOf,
  type Case,
  type KnownIds,
  type Who,
} from './support/bad-input/cases';
import { problemsWith, type Answer } from './support/bad-input/checks';
import { crossUserCases, crossUserVerdict, idSlotsOf, namesAResource } from './support/bad-input/cross-user';

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20261123);
// The sweep sends every (route, caller, defect) once; the random phase up to this many more, drawn from the same, and
// for at most this long (a loaded machine sends fewer; the count is printed).
const RANDOM_RUNS = Number(process.env.BAD_INPUT_RUNS ?? 1500);
const RANDOM_PHASE_MS = Number(process.env.BAD_INPUT_RANDOM_MS ?? 20_000);
const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';
// Ops endpoints are not the SPA's API: readiness may rightly answer 503 and metrics is plain text.
const OPS_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

let stack: RealStack;
let server: http.Server;
let owner: { cookie: string; propertyId: string; documentId: string };
let ownerEmail: string;
let otherCookie: string;
let otherPropertyId: string;
let ids: KnownIds;

async function signUp(email: string): Promise<string> {
  await request(server)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name: 'Ada Buyer', terms: true })
    .expect(200);
  await stack.verifyEmail(email);
  const signedIn = await request(server)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD })
    .expect(200);
  return sessionCookieOf(signedIn)!;
}

const get = (path: string, cookie: string) => request(server).get(path).set('Cookie', cookie);

/** Everything the owner has that a route of the campaign could change. */
async function ownerState() {
  const { cookie, propertyId, documentId } = owner;
  const read = async (path: string) => {
    const answer = await get(path, cookie);
    return { status: answer.status, body: answer.body as unknown };
  };
  return {
    me: await read('/api/me'),
    properties: await read('/api/properties'),
    property: await read(`/api/properties/${propertyId}`),
    documents: await read(`/api/properties/${propertyId}/documents`),
    document: await read(`/api/documents/offer_letter/${documentId}`),
    inspections: await read(`/api/properties/${propertyId}/home-inspections`),
    tours: await read(`/api/properties/${propertyId}/tours`),
    payment: await read(`/api/stripe/payment-status?property_id=${propertyId}`),
  };
}

/** The owner's notices: ones may arrive (events from setting up), but none may change. */
async function ownerNotices(): Promise<Record<string, unknown>> {
  const answer = await get('/api/notifications?limit=50', owner.cookie).expect(200);
  const notices = (answer.body as { notifications: { id: string }[] }).notifications;
  return Object.fromEntries(notices.map((notice) => [notice.id, notice]));
}

/** A session cookie that is not one: the owner's truncated or bit-flipped, or made up; picked by the URL's length. */
function forgedCookie(url: string): string {
  const real = owner.cookie.slice(owner.cookie.indexOf('=') + 1);
  const forgeries = [
    real.slice(0, Math.floor(real.length / 2)),
    `${real.slice(0, -4)}AAAA`,
    'not-a-session',
    '',
    'x'.repeat(3000),
    encodeURIComponent('{"user":"admin"}'),
    `${real}.${real}`,
  ];
  return `hw_session=${forgeries[url.length % forgeries.length]}`;
}

async function send(testCase: Case): Promise<Answer> {
  const cookie =
    testCase.who === 'owner'
      ? owner.cookie
      : testCase.who === 'other_user'
        ? otherCookie
        : testCase.who === 'forged_cookie'
          ? forgedCookie(testCase.url)
          : undefined;
  let pending = request(server)[testCase.operation.method as 'get'](testCase.url).set(testCase.headers);
  if (cookie) pending = pending.set('Cookie', cookie);
  if (testCase.body)
    pending = pending.set('Content-Type', testCase.body.contentType).send(testCase.body.text);
  const answer = await pending.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
  });
  return {
    status: answer.status,
    contentType: String(answer.headers['content-type'] ?? ''),
    text: answer.body as string,
  };
}

/** A user with a listed home and an offer letter draft of it. */
async function buyerWithThings(email: string) {
  const cookie = await signUp(email);
  const created = await request(server)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address: ADDRESS });
  if (created.status !== 201)
    throw new Error(`setup: adding a property answered ${created.status} ${created.text}`);
  const propertyId = created.body.property.id as string;
  await request(server)
    .post(`/api/properties/${propertyId}/activate`)
    .set(CSRF)
    .set('Cookie', cookie)
    .expect(200);
  const draft = await request(server)
    .post(`/api/properties/${propertyId}/documents/draft`)
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ document_type: 'offer_letter' })
    .expect(200);
  return { cookie, propertyId, documentId: draft.body.document.id as string };
}

beforeAll(async () => {
  stack = await startRealStack('bff_bad_input');
  server = http.createServer(stack.app).listen(0);
  ownerEmail = `owner-${Date.now()}@example.com`;
  owner = await buyerWithThings(ownerEmail);
  // The other user has things of their own, so input that may be legitimate reaches real rows too.
  const other = await buyerWithThings(`other-${Date.now()}@example.com`);
  otherCookie = other.cookie;
  otherPropertyId = other.propertyId;
  ids = { uuids: [owner.propertyId, owner.documentId, other.propertyId, other.documentId] };
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await stack?.stop();
});

it('refuses a NUL in the property search and in the offline card form with 400 naming the field', async () => {
  const search = await get('/api/properties?search=%00', owner.cookie);
  expect(search.status).toBe(400);
  expect(search.body.fields).toEqual({ search: expect.stringMatching(/NUL/) });
  const confirm = await request(server)
    .post('/api/stripe/offline/confirm')
    .set(CSRF)
    .set('Cookie', owner.cookie)
    .send({
      client_secret: 'pi_x_secret_\u0000',
      card_number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
  expect(confirm.status).toBe(400);
  expect(confirm.body.fields).toEqual({ client_secret: expect.stringMatching(/NUL/) });
});

it('answers every generated bad request without a 5xx or a leak, and stores nothing of it', async () => {
  const document = (await request(server).get('/api/openapi.json').expect(200)).body;
  const operations = operationsOf(document).filter((operation) => !OPS_PATHS.has(operation.path));
  const callers: Who[] = ['owner', 'other_user', 'signed_out', 'forged_cookie'];
  // Every route x caller x defect, and a field defect once per field it can go into.
  const combos = operations.flatMap((operation) =>
    callers.flatMap((who) =>
      defectsFor(operation, who).flatMap((defect) =>
        (FIELD_DEFECTS.has(defect) ? [...Array(fieldCount(operation)).keys()] : [undefined]).map(
          (target) => ({
            operation,
            who,
            defect,
            target,
          }),
        ),
      ),
    ),
  );
  const stateBefore = await ownerState();
  const noticesBefore = await ownerNotices();
  const failures: string[] = [];
  let tried = 0;
  const statuses: Record<string, number> = {};
  const check = async (testCase: Case) => {
    tried += 1;
    const answer = await send(testCase);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    const problems = problemsWith(testCase, answer);
    if (problems.length > 0) {
      const { method, path } = testCase.operation;
      failures.push(
        `${method.toUpperCase()} ${path} as ${testCase.who}, ${testCase.defect}: ${problems.join('; ')}\n` +
          `  request: ${testCase.url.slice(0, 200)} ${JSON.stringify(testCase.body?.text.slice(0, 200) ?? '')}\n` +
          `  answer: ${answer.status} ${answer.text.slice(0, 300)}`,
      );
    }
  };

  // The sweep: every combination once, each with its own seed derived from the run's.
  for (const [index, combo] of combos.entries()) {
    const [testCase] = fc.sample(caseArbitrary(combo.operation, combo.who, combo.defect, ids, combo.target), {
      seed: SEED + index,
      numRuns: 1,
    });
    await check(testCase!);
  }
  // The random phase: more draws of the same space, where shrinking is not needed (failures are collected).
  await fc.assert(
    fc.asyncProperty(
      fc
        .constantFrom(...combos)
        .chain((combo) => caseArbitrary(combo.operation, combo.who, combo.defect, ids)),
      async (testCase) => {
        await check(testCase);
      },
    ),
    {
      seed: SEED,
      numRuns: RANDOM_RUNS,
      endOnFailure: true,
      interruptAfterTimeLimit: RANDOM_PHASE_MS,
      markInterruptAsFailure: false,
    },
  );

  const stateAfter = await ownerState();
  const noticesAfter = await ownerNotices();
  // eslint-disable-next-line no-console
  console.log(
    `bad-input campaign: ${tried} requests (${combos.length} route x caller x defect combinations, ` +
      `${operations.length} operations), seed ${SEED}, ${failures.length} failed; answers by status ` +
      JSON.stringify(statuses),
  );
  expect({ seed: SEED, failures: failures.slice(0, 40), count: failures.length }).toEqual({
    seed: SEED,
    failures: [],
    count: 0,
  });
  expect(stateAfter).toEqual(stateBefore);
  for (const [id, notice] of Object.entries(noticesBefore)) expect(noticesAfter[id]).toEqual(notice);
  // The BFF logs every 5xx it answers; none may have happened.
  expect(stack.bffLogs.filter((line) => line.includes('request failed unexpectedly'))).toEqual([]);
});

it("shows no user another's things: every route naming one answers a second user 404 or 403, without its data", async () => {
  const document = (await request(server).get('/api/openapi.json').expect(200)).body;
  const operations = operationsOf(document).filter(namesAResource);
  const noticeIds = Object.keys(await ownerNotices());
  const ownerIds = [owner.propertyId, owner.documentId, ...noticeIds];
  const stateBefore = await ownerState();
  const noticesBefore = await ownerNotices();
  const failures: string[] = [];
  const checked = new Set<string>();
  for (const operation of operations)
    for (const [index, testCase] of crossUserCases(operation, ownerIds, SEED).entries()) {
      const method = operation.method as 'get';
      let pending = request(server)[method](testCase.url).set(testCase.headers).set('Cookie', otherCookie);
      if (testCase.body)
        pending = pending.set('Content-Type', testCase.body.contentType).send(testCase.body.text);
      const answer = await pending;
      const sent = ownerIds[index]!;
      const { problems, conclusive } = crossUserVerdict(
        { status: answer.status, text: answer.text ?? '' },
        { email: ownerEmail, ids: ownerIds },
        sent,
        idSlotsOf(operation),
      );
      if (conclusive) checked.add(`${operation.method.toUpperCase()} ${operation.path}`);
      if (problems.length > 0)
        failures.push(
          `${operation.method.toUpperCase()} ${operation.path} naming ${sent}: ${problems.join('; ')}\n` +
            `  request: ${testCase.url} ${testCase.body?.text.slice(0, 200) ?? ''}\n` +
            `  answer: ${answer.status} ${(answer.text ?? '').slice(0, 300)}`,
        );
    }
  const unchecked = operations
    .map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)
    .filter((name) => !checked.has(name));
  // eslint-disable-next-line no-console
  console.log(
    `bad-input campaign, another user's things: ${operations.length} operations, ${checked.size} refused`,
  );
  // The SPA's API has more than 30 routes that name a user's thing; a route added later is in this at once, and each
  // must reach its ownership check (a route whose rules refuse every generated body needs a right body in RIGHT_BODIES).
  expect(operations.length).toBeGreaterThanOrEqual(30);
  expect(failures).toEqual([]);
  expect(unchecked).toEqual([]);
  expect(await ownerState()).toEqual(stateBefore);
  const noticesAfter = await ownerNotices();
  for (const [id, notice] of Object.entries(noticesBefore)) expect(noticesAfter[id]).toEqual(notice);
});

/** The other user unlocks their home (offline card form, as the SPA does) and asks for an upload URL. */
async function uploadUrlOfOtherUser(propertyId: string): Promise<string> {
  const payment = await request(server)
    .post('/api/stripe/create-payment')
    .set(CSRF)
    .set('Cookie', otherCookie)
    .send({ amount: 99, propertyId })
    .expect(200);
  await request(server)
    .post('/api/stripe/offline/confirm')
    .set(CSRF)
    .set('Cookie', otherCookie)
    .send({
      client_secret: payment.body.clientSecret,
      card_number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    })
    .expect(200);
  await waitFor(
    async () =>
      (await get(`/api/properties/${propertyId}`, otherCookie)).body.property?.is_unlocked === true ||
      undefined,
    { message: 'the property unlocked after payment', timeoutMs: 30_000 },
  );
  const presigned = await request(server)
    .post('/api/presigned_url')
    .set(CSRF)
    .set('Cookie', otherCookie)
    .send({
      property_id: propertyId,
      filename: 'report.pdf',
      file_type: 'home_inspection_report',
      content_type: 'application/pdf',
      file_size: 2048,
    })
    .expect(200);
  return presigned.body.url as string;
}

it('answers hostile uploads to a real upload URL without a 5xx or a leak', async () => {
  const url = await uploadUrlOfOtherUser(otherPropertyId);
  const failures: string[] = [];
  let tried = 0;
  const upload = fc.record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 2048 }),
      fc.uint8Array({ maxLength: 2000 }).map((rest) => Buffer.concat([Buffer.from('%PDF-'), rest])),
      fc.uint8Array({ maxLength: 2000 }).map((rest) => Buffer.concat([Buffer.from('PK\x03\x04'), rest])),
      fc
        .uint8Array({ maxLength: 2000 })
        .map((rest) => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), rest])),
    ),
    contentType: fc.constantFrom('application/pdf', 'text/html', '', 'application/pdf; x=\u00e9', 'a/b/c'),
    length: fc.constantFrom('right', 'none', 'zero', 'huge', 'negative', 'text'),
    query: fc.constantFrom('as given', 'tampered', 'no signature', 'doubled'),
    csrf: fc.boolean(),
  });
  await fc.assert(
    fc.asyncProperty(upload, async (attempt) => {
      tried += 1;
      const [path, search = ''] = url.split('?');
      const query = {
        'as given': search,
        tampered: search.replace(/X-Amz-Signature=[0-9a-f]{4}/, 'X-Amz-Signature=0000'),
        'no signature': search.replace(/&?X-Amz-Signature=[^&]*/, ''),
        doubled: `${search}&${search}`,
      }[attempt.query];
      let pending = request(server)
        .put(`${path}?${query}`)
        .set('Cookie', otherCookie)
        .set('Content-Type', attempt.contentType);
      if (attempt.csrf) pending = pending.set(CSRF);
      const length = {
        right: String(attempt.bytes.length),
        none: undefined,
        zero: '0',
        huge: String(200 * 1024 * 1024),
        negative: '-1',
        text: 'twelve',
      }[attempt.length];
      if (length !== undefined) pending = pending.set('Content-Length', length);
      const answer = await pending
        .send(Buffer.from(attempt.bytes))
        .then((response) => ({
          status: response.status,
          contentType: String(response.headers['content-type'] ?? ''),
          text: response.text ?? '',
        }))
        // A Content-Length that does not match the bytes is cut off by Node's HTTP parser before the app: a 400 without
        // a JSON body, or a dropped connection, which is the client's own doing.
        .catch(() => undefined);
      if (!answer) return;
      if (
        answer.status >= 500 ||
        (answer.status >= 400 && !answer.contentType.startsWith('application/json'))
      )
        if (!(answer.status === 400 && answer.text === '' && attempt.length !== 'right'))
          failures.push(
            `${JSON.stringify({ ...attempt, bytes: attempt.bytes.length })}: ${answer.status} ${answer.text.slice(0, 200)}`,
          );
    }),
    { seed: SEED, numRuns: 40, endOnFailure: true },
  );
  // eslint-disable-next-line no-console
  console.log(`bad-input campaign, uploads: ${tried} requests, seed ${SEED}, ${failures.length} failed`);
  expect({ seed: SEED, failures }).toEqual({ seed: SEED, failures: [] });
});

// Scenario "purchase agreement PDF": the bench user's unlocked Utah property has a previewed purchase agreement, and
// `POST /api/generate_pdf {isPreview: true}` renders it through the whole path (autocannon -> BFF -> gRPC ->
// documents service: PostgreSQL read, data check, pdfmake in its render threads -> bytes back through gRPC and the
// BFF). A preview changes with the draft, so it is rendered at every call. Beside it, the floor: pdfmake rendering a
// one-page, one-paragraph document in this process with the same concurrency, so the ratio says what the agreement's
// length and the path around the renderer cost.
import { randomBytes } from 'node:crypto';
import { paragraph, renderPdf, type PdfDocument } from '@homeward/pdf';
import { unlock } from '../../loadtest/buyer-api';
import { addProperty, signUpVerifiedUser, type SignedInUser } from '../homeward-client';
import { measureHttp, measureLoop } from '../measure';
import { compare } from '../report';
import type { BenchStack } from '../stack';
import { benchAgreementData } from './agreement-data';
import type { ScenarioResult, ScenarioSettings } from './properties-list';

export const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
const UTAH_ADDRESS = '123 Main St, Salt Lake City, UT 84101';
const UTAH_TEMPLATE = 'purchase-agreement-utah';

const ONE_PARAGRAPH: PdfDocument = {
  title: 'Bench baseline',
  blocks: [
    paragraph(
      'One paragraph on one page: what pdfmake costs for the smallest document Homeward renders, with the same ' +
        'fonts, running header and footer as every other document.',
    ),
  ],
};

export async function call<T>(
  stack: BenchStack,
  user: SignedInUser,
  method: string,
  path: string,
  body?: unknown,
) {
  const response = await fetch(`${stack.appUrl}${path}`, {
    method,
    headers: {
      ...CSRF,
      Cookie: user.cookie,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200)
    throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

interface DocumentJson {
  id: string;
  meta_data: Record<string, unknown>;
  preview_snapshot: { template: string } | null;
}

/** A signed-in user whose unlocked Utah property has a filled, previewed purchase agreement; its id. */
export async function previewedAgreement(
  stack: BenchStack,
): Promise<{ user: SignedInUser; documentId: string }> {
  const user = await signUpVerifiedUser(
    stack.appUrl,
    stack.mailWebUrl,
    `bench-pdf-${randomBytes(4).toString('hex')}@example.com`,
    `Bench-${randomBytes(6).toString('hex')}-1`,
  );
  const propertyId = await addProperty(stack.appUrl, user, UTAH_ADDRESS);
  await unlock(stack.appUrl, user, propertyId);
  const { document: draft } = await call<{ document: DocumentJson }>(
    stack,
    user,
    'POST',
    `/api/properties/${propertyId}/documents/draft`,
    { document_type: 'purchase_agreement' },
  );
  const path = `/api/documents/purchase_agreement/${draft.id}`;
  await call(stack, user, 'PUT', path, { meta_data: benchAgreementData(draft.meta_data, new Date()) });
  const { document } = await call<{ document: DocumentJson }>(stack, user, 'POST', `${path}/preview`);
  if (document.preview_snapshot?.template !== UTAH_TEMPLATE)
    throw new Error(`the preview used ${document.preview_snapshot?.template}, expected ${UTAH_TEMPLATE}`);
  return { user, documentId: draft.id };
}

/** One PDF through the API, checked before the load, so a broken path fails the scenario instead of timing errors. */
export async function checkPdf(url: string, headers: Record<string, string>, body?: string): Promise<Buffer> {
  const response = await fetch(url, { method: body === undefined ? 'GET' : 'POST', headers, body });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-')
    throw new Error(`${url} answered HTTP ${response.status} ${bytes.subarray(0, 200).toString('utf8')}`);
  return bytes;
}

export async function runPurchaseAgreementPdf(
  stack: BenchStack,
  settings: ScenarioSettings,
): Promise<ScenarioResult> {
  const { load, warmupMs } = settings;
  console.log(
    '[bench] setting up an unlocked Utah property with a previewed purchase agreement through the API…',
  );
  const { user, documentId } = await previewedAgreement(stack);
  const apiName = 'API POST /api/generate_pdf (Utah purchase agreement, preview)';
  const baselineName = 'pdfmake: one-paragraph page in-process';

  const target = {
    url: `${stack.appUrl}/api/generate_pdf`,
    method: 'POST' as const,
    headers: { ...CSRF, Cookie: user.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: documentId, document_type: 'purchase_agreement', isPreview: true }),
  };
  const agreementBytes = (await checkPdf(target.url, target.headers, target.body)).length;
  console.log(`[bench] ${apiName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
  await measureHttp('warm-up', target, { ...load, durationMs: warmupMs });
  const api = await measureHttp(apiName, target, load);
  load.signal?.throwIfAborted();

  const renderOne = () => renderPdf(ONE_PARAGRAPH);
  const baselineBytes = (await renderOne()).length;
  console.log(
    `[bench] ${baselineName}: ${load.connections} concurrent renders, ${load.durationMs / 1000} s…`,
  );
  await measureLoop('warm-up', renderOne, { ...load, durationMs: warmupMs });
  const baseline = await measureLoop(baselineName, renderOne, load);
  load.signal?.throwIfAborted();
  return {
    measurements: [api, baseline],
    comparisons: [compare('purchase agreement PDF', api, baseline)],
    notes: [
      `purchase agreement PDF: ${agreementBytes} bytes (Utah REPC template, from the preview snapshot); ` +
        `baseline PDF: ${baselineBytes} bytes (one paragraph, same fonts, header and footer)`,
      'PDF API path: autocannon -> BFF (session, CSRF header, JSON body check) -> gRPC -> documents service ' +
        '(PostgreSQL read, data schema check, pdfmake in a render thread of its pool, one per core) -> PDF bytes ' +
        'back through gRPC and the BFF',
      "pdfmake's layout is CPU work: the baseline's \"concurrent\" renders take turns on this process's one event " +
        "loop, while the documents service's run side by side in its threads (on a 2-core machine shared with the " +
        'BFF, PostgreSQL and the load generator)',
    ],
  };
}

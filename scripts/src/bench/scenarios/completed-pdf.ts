// Scenario "completed PDF fetch": the bench user completes a purchase agreement, fetches its PDF once (rendered and
// stored in documents' bucket), then `POST /api/generate_pdf {isPreview: false}` serves the stored bytes through the
// whole path (autocannon -> BFF: session, CSRF, body check -> gRPC -> documents: PostgreSQL read of the caller's
// document -> object storage read -> bytes back). Beside it, the floor: the same bytes as a static file the BFF serves
// from its static directory (express.static), the cheapest answer of that size the BFF gives. Neither request sends
// If-None-Match: both answer the whole file (a revalidation is a 304 without bytes, cheaper still).
import fs from 'node:fs';
import path from 'node:path';
import { measureHttp } from '../measure';
import { compare } from '../report';
import type { BenchStack } from '../stack';
import type { ScenarioResult, ScenarioSettings } from './properties-list';
import { editorDate } from './agreement-data';
import { call, checkPdf, CSRF, previewedAgreement } from './purchase-agreement-pdf';

/** The static file's name under the BFF's static directory. */
const STATIC_FILE = 'bench-completed-agreement.pdf';

export async function runCompletedPdf(
  stack: BenchStack,
  settings: ScenarioSettings,
): Promise<ScenarioResult> {
  const { load, warmupMs } = settings;
  console.log('[bench] setting up a completed Utah purchase agreement through the API…');
  const { user, documentId } = await previewedAgreement(stack);
  const documentPath = `/api/documents/purchase_agreement/${documentId}`;
  // Completing asks when the offer expires (the finalize answers): three days from now at 5:00 PM.
  const { document } = await call<{ document: { meta_data: Record<string, unknown> } }>(
    stack,
    user,
    'GET',
    documentPath,
  );
  const expires = { date: editorDate(new Date(Date.now() + 3 * 86_400_000)), time: '05:00', am_pm: 'PM' };
  await call(stack, user, 'PUT', documentPath, {
    meta_data: { ...document.meta_data, offer_expiration: expires },
  });
  await call(stack, user, 'POST', `${documentPath}/complete`);
  const apiName = 'API POST /api/generate_pdf (completed purchase agreement, stored)';
  const baselineName = 'BFF static file of the same bytes (express.static)';

  const target = {
    url: `${stack.appUrl}/api/generate_pdf`,
    method: 'POST' as const,
    headers: { ...CSRF, Cookie: user.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: documentId, document_type: 'purchase_agreement', isPreview: false }),
  };
  // The first fetch renders and stores it; the second must be the same bytes, from storage, with the same ETag.
  const first = await fetch(target.url, { method: 'POST', headers: target.headers, body: target.body });
  const bytes = Buffer.from(await first.arrayBuffer());
  const etag = first.headers.get('etag');
  if (first.status !== 200 || !etag) throw new Error(`completed PDF: HTTP ${first.status}, ETag ${etag}`);
  const again = await checkPdf(target.url, target.headers, target.body);
  if (!again.equals(bytes)) throw new Error('completed PDF: a second fetch answered other bytes');
  const revalidated = await fetch(target.url, {
    method: 'POST',
    headers: { ...target.headers, 'If-None-Match': etag },
    body: target.body,
  });
  if (revalidated.status !== 304)
    throw new Error(`completed PDF: If-None-Match answered ${revalidated.status}`);

  fs.writeFileSync(path.join(stack.staticDir, STATIC_FILE), bytes);
  const baselineTarget = { url: `${stack.appUrl}/${STATIC_FILE}` };
  if (!(await checkPdf(baselineTarget.url, {})).equals(bytes))
    throw new Error('the static file answered other bytes');

  console.log(`[bench] ${apiName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
  await measureHttp('warm-up', target, { ...load, durationMs: warmupMs });
  const api = await measureHttp(apiName, target, load);
  load.signal?.throwIfAborted();
  console.log(`[bench] ${baselineName}: ${load.connections} connections, ${load.durationMs / 1000} s…`);
  await measureHttp('warm-up', baselineTarget, { ...load, durationMs: warmupMs });
  const baseline = await measureHttp(baselineName, baselineTarget, load);
  load.signal?.throwIfAborted();
  return {
    measurements: [api, baseline],
    comparisons: [compare('completed PDF fetch', api, baseline)],
    notes: [
      `completed PDF: ${bytes.length} bytes (Utah REPC, rendered once at the first fetch and stored in ` +
        "documents' bucket on s3rver); the static baseline serves the same bytes from the BFF's static directory",
      'completed PDF path: autocannon -> BFF (session, CSRF header, JSON body check) -> gRPC -> documents ' +
        "(PostgreSQL read of the caller's document, object storage GET) -> bytes back through gRPC and the BFF; " +
        'with its ETag as If-None-Match the answer is a 304 without bytes and without the storage read',
    ],
  };
}

// A ready data export as a ZIP archive (issue 25 item 9): README.txt, one folder per service with its JSON, the
// documents' PDFs (rendered by documents, as the download routes do) and the original inspection reports (copied
// from object storage through a short-lived URL the analyzer grants the owner alone).
import { PassThrough, Readable } from 'node:stream';
import JSZip from 'jszip';
import { DATA_EXPORT_MESSAGES, type DataExport } from '../api/data-exports';
import type { DocumentsClient, IdentityClient, InspectionAnalyzerClient } from '../clients';
import type { DataExportPart } from '../clients/identity';
import { conflict, notFound } from '../http/http-error';
import { readmeText } from './readme';

export const EXPORT_STATE_MESSAGES = {
  preparing: 'Your data export is still being prepared. Please try again in a few minutes.',
  failed: 'This data export could not be completed. Please ask for a new one in Settings.',
} as const;

export interface ArchiveClients {
  identity: Pick<IdentityClient, 'listDataExports' | 'dataExportPart'>;
  documents: Pick<DocumentsClient, 'pdf' | 'objectionPdf'>;
  inspectionAnalyzer: Pick<InspectionAnalyzerClient, 'reportFileUrl'>;
}

type Entry = { path: string; content: Buffer | Readable };

/**
 * Everything the owner may be refused is decided before the first byte: not theirs (404, the same as unknown),
 * not ready (409). The PDFs are rendered and the report URLs granted up front too, so a file gone since the export
 * is listed as missing in the README instead of breaking the download; only the reports' bytes stream later.
 */
export async function openArchive(
  clients: ArchiveClients,
  accessToken: string,
  exportId: string,
): Promise<{ stream: Readable; fileName: string }> {
  const { exports, services } = await clients.identity.listDataExports(accessToken);
  const item = exports.find((listed) => listed.id === exportId);
  if (!item) throw notFound(DATA_EXPORT_MESSAGES.notFound);
  if (item.status !== 'ready') throw conflict(EXPORT_STATE_MESSAGES[item.status]);
  const folders = services.get(item.id) ?? [];
  const parts = await Promise.all(
    folders.map((service) => clients.identity.dataExportPart(accessToken, item.id, service)),
  );
  const missing: string[] = [];
  const entries: Entry[] = [];
  for (const part of parts) {
    entries.push({ path: `${part.service}/${part.service}.json`, content: part.contentJson });
    entries.push(...(await attachmentsOf(clients, accessToken, part, missing)));
  }
  const zip = new JSZip();
  zip.file('README.txt', readmeText(item, folders, missing));
  for (const entry of entries) zip.file(entry.path, entry.content, { binary: true });
  // jszip's stream is an older readable-stream one: handed on as a Node stream, its errors with it.
  const generated = zip.generateNodeStream({ streamFiles: true, compression: 'DEFLATE' });
  const stream = new PassThrough();
  generated.on('error', (error: Error) => stream.destroy(error));
  generated.pipe(stream);
  return { stream, fileName: archiveName(item) };
}

function archiveName(item: DataExport): string {
  return `homeward-data-export-${(item.ready_at ?? item.requested_at).slice(0, 10)}.zip`;
}

/** `documents/offer-letters/x.pdf`: inside the service's folder, no way out of it, nothing odd for a ZIP tool. */
export function archivePathOf(service: string, archivePath: string): string | undefined {
  const segments = archivePath.split('/');
  const safe = segments.every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,150}$/.test(segment));
  return safe && segments.length <= 4 ? `${service}/${archivePath}` : undefined;
}

async function attachmentsOf(
  clients: ArchiveClients,
  accessToken: string,
  part: DataExportPart,
  missing: string[],
): Promise<Entry[]> {
  const kinds =
    part.service === 'documents' ? documentKinds(part.contentJson) : new Map<string, DocumentKind>();
  const entries: Entry[] = [];
  for (const file of part.attachments) {
    const path = archivePathOf(part.service, file.archivePath);
    if (!path) {
      missing.push(
        `${part.service}/${file.archivePath.replace(/[^\x20-\x7e]/g, '?')} (an unusable file name)`,
      );
      continue;
    }
    try {
      if (file.objectKey) {
        const url = await clients.inspectionAnalyzer.reportFileUrl(accessToken, file.objectKey);
        entries.push({ path, content: lazyDownload(url) });
      } else if (file.documentId) {
        entries.push({ path, content: await renderDocument(clients, accessToken, kinds, file.documentId) });
      } else missing.push(path);
    } catch {
      missing.push(path);
    }
  }
  return entries;
}

type DocumentKind = 'offer_letter' | 'purchase_agreement' | 'objection';

/** Which kind each document id of the documents part is, from the part's own lists. */
function documentKinds(contentJson: Buffer): Map<string, DocumentKind> {
  const kinds = new Map<string, DocumentKind>();
  const records = JSON.parse(contentJson.toString('utf8')) as Record<string, { id?: unknown }[] | undefined>;
  const lists: [string, DocumentKind][] = [
    ['offer_letters', 'offer_letter'],
    ['purchase_agreements', 'purchase_agreement'],
    ['objections', 'objection'],
  ];
  for (const [key, kind] of lists)
    for (const record of records[key] ?? []) if (typeof record.id === 'string') kinds.set(record.id, kind);
  return kinds;
}

async function renderDocument(
  clients: ArchiveClients,
  accessToken: string,
  kinds: Map<string, DocumentKind>,
  documentId: string,
): Promise<Buffer> {
  const kind = kinds.get(documentId);
  if (kind === 'objection') return clients.documents.objectionPdf(accessToken, documentId);
  if (kind) return clients.documents.pdf(accessToken, kind, documentId, false);
  throw new Error('the documents part does not list this document');
}

/** The report's bytes, fetched only when the ZIP reaches it and passed on as they come (reports reach 100 MB). */
function lazyDownload(url: string): Readable {
  let source: Readable | undefined;
  let opening = false;
  const out: Readable = new Readable({
    read() {
      if (source) {
        source.resume();
        return;
      }
      if (opening) return;
      opening = true;
      fetch(url).then(
        (response) => {
          if (!response.ok || !response.body) {
            out.destroy(new Error(`object storage answered ${response.status} for a report file`));
            return;
          }
          source = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
          source.on('data', (chunk: Buffer) => {
            if (!out.push(chunk)) source!.pause();
          });
          source.on('end', () => out.push(null));
          source.on('error', (error) => out.destroy(error));
        },
        (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  return out;
}

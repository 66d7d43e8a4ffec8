import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import type { DataExport } from '../api/data-exports';
import type { DataExportPart } from '../clients/identity';
import { HttpError } from '../http/http-error';
import { archivePathOf, EXPORT_STATE_MESSAGES, openArchive, type ArchiveClients } from './archive';

const REPORT = Buffer.from('%PDF-1.7\n% the buyer’s original inspection report\n%%EOF\n');
const READY: DataExport = {
  id: 'exp-1',
  status: 'ready',
  requested_at: '2026-11-28T10:00:00.000Z',
  ready_at: '2026-11-28T10:02:00.000Z',
  expires_at: '2026-12-05T10:02:00.000Z',
  download_url: '/api/me/data-exports/exp-1/archive',
};

let server: http.Server;
let reportUrl: string;

beforeAll(async () => {
  // The object store's side of a presigned GET: the file's bytes.
  server = http.createServer((_request, response) => response.end(REPORT));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  reportUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bucket/report.pdf`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

/** identity's, documents' and the analyzer's answers for one owner's export, as the BFF's clients return them. */
function clients(item: DataExport, parts: DataExportPart[], rendered: string[] = []): ArchiveClients {
  return {
    identity: {
      listDataExports: async () => ({
        exports: [item],
        services: new Map([[item.id, parts.map((part) => part.service)]]),
      }),
      dataExportPart: async (_token, _id, service) => parts.find((part) => part.service === service)!,
    },
    documents: {
      pdf: async (_token, type, id) => {
        rendered.push(`${type}:${id}`);
        return Buffer.from(`%PDF ${type} ${id}`);
      },
      objectionPdf: async (_token, id) => {
        if (id === 'gone') throw new Error('NOT_FOUND');
        rendered.push(`objection:${id}`);
        return Buffer.from(`%PDF objection ${id}`);
      },
    },
    inspectionAnalyzer: {
      reportFileUrl: async (_token, key) => {
        if (key !== 'inspections/u1/report.pdf') throw new Error('NOT_FOUND');
        return reportUrl;
      },
    },
  };
}

async function unzip(stream: Readable): Promise<JSZip> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return JSZip.loadAsync(Buffer.concat(chunks));
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('openArchive', () => {
  it('holds the README, each part’s JSON, the documents’ PDFs by kind and the original report; lists what is gone', async () => {
    const rendered: string[] = [];
    const parts: DataExportPart[] = [
      { service: 'property', contentJson: json({ properties: [{ id: 'p1' }] }), attachments: [] },
      {
        service: 'documents',
        contentJson: json({
          offer_letters: [{ id: 'ol1' }],
          purchase_agreements: [{ id: 'pa1' }],
          objections: [{ id: 'ob1' }, { id: 'gone' }],
        }),
        attachments: [
          { archivePath: 'offer-letters/ol1.pdf', documentId: 'ol1' },
          { archivePath: 'purchase-agreements/pa1.pdf', documentId: 'pa1' },
          { archivePath: 'objections/ob1.pdf', documentId: 'ob1' },
          { archivePath: 'objections/gone.pdf', documentId: 'gone' },
          { archivePath: '../escape.pdf', documentId: 'ol1' },
        ],
      },
      {
        service: 'inspection-analyzer',
        contentJson: json({ home_inspections: [] }),
        attachments: [
          { archivePath: 'inspection-reports/r1-report.pdf', objectKey: 'inspections/u1/report.pdf' },
          { archivePath: 'inspection-reports/r2-other.pdf', objectKey: 'inspections/someone-else/x.pdf' },
        ],
      },
    ];
    const { stream, fileName } = await openArchive(clients(READY, parts, rendered), 'token', 'exp-1');
    expect(fileName).toBe('homeward-data-export-2026-11-28.zip');
    const zip = await unzip(stream);

    expect(
      Object.keys(zip.files)
        .filter((name) => !zip.files[name]!.dir)
        .sort(),
    ).toEqual([
      'README.txt',
      'documents/documents.json',
      'documents/objections/ob1.pdf',
      'documents/offer-letters/ol1.pdf',
      'documents/purchase-agreements/pa1.pdf',
      'inspection-analyzer/inspection-analyzer.json',
      'inspection-analyzer/inspection-reports/r1-report.pdf',
      'property/property.json',
    ]);
    expect(JSON.parse(await zip.file('property/property.json')!.async('string'))).toEqual({
      properties: [{ id: 'p1' }],
    });
    expect(rendered.sort()).toEqual(['objection:ob1', 'offer_letter:ol1', 'purchase_agreement:pa1']);
    expect(
      (await zip.file('inspection-analyzer/inspection-reports/r1-report.pdf')!.async('nodebuffer')).equals(
        REPORT,
      ),
    ).toBe(true);
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('This archive can be downloaded until: 2026-12-05T10:02:00.000Z');
    expect(readme).toContain('- documents/objections/gone.pdf');
    expect(readme).toContain('- inspection-analyzer/inspection-reports/r2-other.pdf');
    expect(readme).toContain('- documents/../escape.pdf (an unusable file name)');
  });

  it('is 404 for an export that is not the caller’s, 409 in words while preparing or after failing', async () => {
    expect(await refusal(openArchive(clients(READY, []), 'token', 'someone-elses'))).toMatchObject({
      status: 404,
    });
    const preparing = { ...READY, status: 'preparing' as const, download_url: null };
    expect(await refusal(openArchive(clients(preparing, []), 'token', 'exp-1'))).toEqual({
      status: 409,
      message: EXPORT_STATE_MESSAGES.preparing,
    });
    const failed = { ...READY, status: 'failed' as const, download_url: null };
    expect(await refusal(openArchive(clients(failed, []), 'token', 'exp-1'))).toEqual({
      status: 409,
      message: EXPORT_STATE_MESSAGES.failed,
    });
  });
});

describe('archivePathOf', () => {
  it('keeps a file inside its service’s folder', () => {
    expect(archivePathOf('documents', 'offer-letters/a.pdf')).toBe('documents/offer-letters/a.pdf');
    for (const bad of ['../a.pdf', '/etc/passwd', 'a/../../b', '', 'a//b', '.hidden', 'a\\b.pdf'])
      expect(archivePathOf('documents', bad)).toBeUndefined();
  });
});

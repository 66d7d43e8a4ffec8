import { dataExportListSchema, dataExportParamsSchema, dataExportResponseSchema } from '../api/data-exports';
import { openArchive } from '../data-export/archive';
import { defineRoute, Reply } from './route';

export const dataExportRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/me/data-exports',
    operationId: 'listDataExports',
    summary:
      'Settings, "Download your data": the caller\'s data exports of the last days, newest first, each `preparing`, ' +
      '`ready` (with `download_url` until `expires_at`) or `failed`.',
    tag: 'me',
    auth: 'session',
    success: { status: 200, description: 'The exports', schema: dataExportListSchema },
    async handle({ session, deps }) {
      return { exports: (await deps.clients.identity.listDataExports(session.accessToken)).exports };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/me/data-exports',
    operationId: 'requestDataExport',
    summary:
      "Asks for a copy of all of the caller's data: every service adds its part, and the export becomes `ready` " +
      '(or `failed` if one does not answer in time). One at a time, and a few a day.',
    tag: 'me',
    auth: 'session',
    success: { status: 202, description: 'The export, being prepared', schema: dataExportResponseSchema },
    // One is still being prepared, or the day's exports are used up (identity's limits; the wait in words).
    errors: [429],
    async handle({ session, deps }) {
      return Reply.json({ export: await deps.clients.identity.requestDataExport(session.accessToken) }, 202);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/me/data-exports/:id/archive',
    operationId: 'downloadDataExport',
    summary:
      "The ready export as a ZIP: README.txt, one folder per service with its JSON, the documents' PDFs and the " +
      "original inspection reports. Only the owner's: any other id is 404; 409 while preparing or after failing.",
    tag: 'me',
    auth: 'session',
    params: dataExportParamsSchema,
    success: { status: 200, description: 'The archive', contentType: 'application/zip' },
    errors: [404, 409],
    async handle({ params, session, deps }) {
      const { stream, fileName } = await openArchive(deps.clients, session.accessToken, params.id);
      return Reply.stream(stream, 'application/zip', fileName);
    },
  }),
];

import type { Express } from 'express';
import { createLogger } from '@homeward/kit';
import type { Clients } from '../clients';
import { createApp } from '../http/app';
import { ROUTES } from '../routes';
import { buildOpenApiDocument, openApiPath } from './document';

type Operation = {
  operationId: string;
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  security: unknown[];
};
const document = buildOpenApiDocument(ROUTES) as unknown as {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
};

type Layer = { route?: { path: string; methods: object }; handle?: { routers?: { stack: Layer[] }[] } };

/** Every (method, path) Express will actually answer, read from the app's router and the route table's groups. */
function registeredRoutes(app: Express): string[] {
  const routesOf = (stack: Layer[]): string[] =>
    stack.flatMap((layer) =>
      layer.route
        ? Object.keys(layer.route.methods)
            .filter((method) => method !== '_all')
            .map((method) => `${method} ${layer.route!.path}`)
        : (layer.handle?.routers ?? []).flatMap((router) => routesOf(router.stack)),
    );
  return routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack);
}

describe('OpenAPI document', () => {
  const app = createApp({
    appBaseUrl: 'http://localhost:8080',
    sessionSecret: 'x'.repeat(32),
    logger: createLogger('test', 'silent'),
    clients: {} as Clients,
    objectStorageEndpoint: 'http://127.0.0.1:9000',
    readiness: {},
  });

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every route the app registers, and nothing else', () => {
    const registered = registeredRoutes(app).map((entry) => {
      const [method, path] = entry.split(' ');
      return `${method} ${openApiPath(path!)}`;
    });
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThanOrEqual(14);
    expect(documented.sort()).toEqual(registered.sort());
  });

  it.each([
    'post /api/auth/sign-up',
    'post /api/auth/sign-in',
    'post /api/auth/sign-out',
    'get /api/auth/verify',
    'post /api/auth/verify',
    'get /api/me',
    'patch /api/me',
    'put /api/me/checklist',
    'post /api/me/guided-tour',
    'post /api/auth/resend-verification',
    'post /api/auth/reset-password',
    'post /api/auth/update-password',
    'post /api/auth/setup-password',
    'get /api/auth/options',
    'get /api/auth/google',
    'get /api/auth/callback',
    'get /api/auth/confirm-email',
    'post /api/auth/confirm-email',
    'post /api/auth/undo-email-change',
    'get /api/properties',
    'post /api/properties',
    'post /api/properties/{id}/activate',
    'get /api/properties/{id}',
    'post /api/property/delete-property',
    'get /api/notifications',
    'post /api/notifications/{id}/read',
    'post /api/notifications/read-all',
    'post /api/presigned_url',
    'put /api/storage/{bucket}/{key}',
    'get /api/properties/{id}/home-inspections',
    'get /api/home-inspections/{id}',
    'get /api/home-inspections/{id}/issues',
    'post /api/property/home-inspection-issue',
    'post /api/property/home-inspection-analyze',
    'get /api/home-inspections/{id}/report.pdf',
    'post /api/properties/{id}/documents/draft',
    'get /api/properties/{id}/documents',
    'get /api/documents/{document_type}/{id}',
    'put /api/documents/{document_type}/{id}',
    'delete /api/documents/{document_type}/{id}',
    'post /api/documents/{document_type}/{id}/preview',
    'post /api/documents/{document_type}/{id}/complete',
    'post /api/generate_pdf',
    'get /api/properties/{id}/contract-deadlines',
    'get /api/properties/{id}/contract-deadlines.ics',
    'get /api/openapi.json',
    'get /healthz',
    'get /readyz',
    'get /metrics',
  ])('documents %s', (entry) => {
    const [method, path] = entry.split(' ') as [string, string];
    expect(document.paths[path]?.[method]).toBeDefined();
  });

  it("names every JSON field and parameter in snake_case, but for the spec's own create-payment, PDF and template names", () => {
    const namesIn = (node: unknown, names: string[] = []): string[] => {
      if (Array.isArray(node)) node.forEach((item) => namesIn(item, names));
      if (typeof node !== 'object' || node === null) return names;
      const object = node as Record<string, unknown>;
      if (typeof object.properties === 'object' && object.properties !== null)
        names.push(...Object.keys(object.properties));
      if (object.in === 'query' || object.in === 'path') names.push(String(object.name));
      Object.values(object).forEach((value) => namesIn(value, names));
      return names;
    };
    const {
      '/api/stripe/create-payment': createPayment,
      '/api/generate_pdf': generatePdf,
      '/api/property/get-offer-letter-template': offerLetterTemplate,
      ...others
    } = document.paths;
    const names = namesIn([others, (document as unknown as { components: unknown }).components]);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((name) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name))).toEqual([]);
    expect(namesIn(createPayment).sort()).toEqual(['amount', 'clientSecret', 'propertyId']);
    expect(namesIn(generatePdf).filter((name) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name))).toEqual([
      'isPreview',
    ]);
    expect(
      new Set(namesIn(offerLetterTemplate).filter((name) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(name))),
    ).toEqual(new Set(['templateId']));
  });

  it('has unique operation ids', () => {
    const ids = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents session, CSRF and error answers from the route shape', () => {
    const create = document.paths['/api/properties']!.post!;
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '413', '415', '500', '503']),
    );
    expect(create.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Requested-With', in: 'header' }),
    );
    expect(create.security).toEqual([{ sessionCookie: [] }]);
    const get = document.paths['/api/properties/{id}']!.get!;
    expect(get.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path' }));
    expect(get.parameters).not.toContainEqual(expect.objectContaining({ name: 'X-Requested-With' }));
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
  });

  it('generates bodies from the zod schemas, in every accepted media type', () => {
    const signUp = document.paths['/api/auth/sign-up']!.post!;
    expect(Object.keys(signUp.requestBody!.content).sort()).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    expect(Object.keys(signUp.requestBody!.content['multipart/form-data']!.schema.properties!)).toEqual([
      'email',
      'password',
      'name',
      'terms',
    ]);
    expect(JSON.stringify(document.paths['/api/properties/{id}']!.get!.responses['200'])).toContain(
      'auth_user_id',
    );
  });

  it('documents the upload: a raw binary body, 201 or 202, and its refusals', () => {
    const upload = document.paths['/api/storage/{bucket}/{key}']!.put! as Operation & {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(upload.requestBody.content).toEqual({
      'application/octet-stream': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['201', '202', '400', '401', '403', '404', '413', '502']),
    );
    expect(upload.parameters).toContainEqual(
      expect.objectContaining({ name: 'X-Requested-With', in: 'header' }),
    );
    expect(upload.parameters).toContainEqual(
      expect.objectContaining({ name: 'Content-Length', in: 'header' }),
    );
    const pdf = document.paths['/api/home-inspections/{id}/report.pdf']!.get!;
    expect(pdf.responses['200']).toEqual({
      description: 'The Report Summary',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(Object.keys(document.paths['/api/property/home-inspection-analyze']!.post!.responses)).toContain(
      '202',
    );
  });

  it('documents the documents API: the PDF as a binary download, the document shape, 404 and 409', () => {
    const pdf = document.paths['/api/generate_pdf']!.post!;
    expect(pdf.responses['200']).toEqual({
      description: 'The document as a PDF',
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(Object.keys(pdf.requestBody!.content['application/json']!.schema.properties!)).toEqual([
      'id',
      'document_type',
      'isPreview',
    ]);
    expect(Object.keys(pdf.responses)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '409']));
    const draft = document.paths['/api/properties/{id}/documents/draft']!.post!;
    expect(Object.keys(draft.responses)).toEqual(expect.arrayContaining(['200', '404', '409']));
    for (const field of ['meta_data', 'count_number', 'hidden_fields', 'preview_snapshot', 'prefilled_data'])
      expect(JSON.stringify(draft.responses['200'])).toContain(field);
    const save = document.paths['/api/documents/{document_type}/{id}']!.put!;
    expect(save.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'document_type', in: 'path' }),
        expect.objectContaining({ name: 'id', in: 'path' }),
      ]),
    );
    expect(JSON.stringify(document.paths['/api/properties/{id}/documents']!.get!.parameters)).toContain(
      'document_type',
    );
  });

  it('documents the notification centre: the page query, the cursor and unread count, 400 and 404', () => {
    const page = document.paths['/api/notifications']!.get!;
    expect(page.parameters!.map((p) => [p.name, p.in])).toEqual([
      ['limit', 'query'],
      ['before', 'query'],
    ]);
    expect(JSON.stringify(page.responses['200'])).toContain('next_cursor');
    expect(JSON.stringify(page.responses['200'])).toContain('unread_count');
    expect(Object.keys(page.responses)).toEqual(expect.arrayContaining(['200', '400', '401']));
    const read = document.paths['/api/notifications/{id}/read']!.post!;
    expect(Object.keys(read.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '404']));
    const readAll = document.paths['/api/notifications/read-all']!.post!;
    expect(JSON.stringify(readAll.responses['200'])).toContain('unread_count');
  });

  it('documents the accounts API: bodies, sessions, redirects and their declared errors', () => {
    const patchMe = document.paths['/api/me']!.patch!;
    expect(Object.keys(patchMe.requestBody!.content['application/json']!.schema.properties!)).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone',
      'current_password',
    ]);
    expect(patchMe.security).toEqual([{ sessionCookie: [] }]);
    expect(JSON.stringify(patchMe.responses['200'])).toContain('email_confirmation_sent');
    expect(JSON.stringify(document.paths['/api/me']!.get!.responses['200'])).toContain('purchase_checklist');
    const checklist = JSON.stringify(document.paths['/api/me/checklist']!.put!.requestBody);
    expect(checklist).toContain('^[a-z0-9_]{1,64}$');
    expect(JSON.stringify(document.paths['/api/me']!.get!.responses['200'])).toContain('guided_tour_done');
    const guidedTour = document.paths['/api/me/guided-tour']!.post!;
    expect(Object.keys(guidedTour.responses)).toContain('204');
    expect(guidedTour.responses['204']).not.toHaveProperty('content');
    expect(JSON.stringify(guidedTour.requestBody)).toContain('skipped');
    expect(document.paths['/api/auth/setup-password']!.post!.security).toEqual([{ sessionCookie: [] }]);
    expect(Object.keys(document.paths['/api/auth/reset-password']!.post!.responses)).toContain('429');

    const google = document.paths['/api/auth/google']!.get!;
    expect(Object.keys(google.responses).sort()).toEqual(['302', '404']);
    const callback = document.paths['/api/auth/callback']!.get! as Operation & {
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    expect(Object.keys(callback.responses['302']!.headers!)).toEqual(['Location', 'Set-Cookie']);
    expect(callback.parameters!.map((p) => p.name)).toEqual(['code', 'state']);
  });
});

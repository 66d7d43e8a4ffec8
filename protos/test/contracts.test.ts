import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DocumentType } from '../gen/homeward/documents/v1/documents';
import { DocumentState } from '../gen/homeward/documents/v1/events';
import { topics, type EventPayload, type MessageCodec } from '../topics';

const protosDir = path.resolve(__dirname, '..');
const genDir = path.join(protosDir, 'gen');

type TopicKey = keyof typeof topics;

// One payload per topic with every field set to a non-default value; the first test proves both, so a topic or
// a field added later fails here until its sample is filled in.
const samples: { [K in TopicKey]: EventPayload<(typeof topics)[K]> } = {
  userRegistered: {
    userId: '8d7f3c1e-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    fullName: 'Ada Lovelace',
    verificationToken: 'single-use-token',
    occurredAt: '2026-01-02T03:04:05.678Z',
  },
  userVerificationRequested: {
    userId: '8d7f3c1e-0000-4000-8000-000000000004',
    email: 'grace@example.com',
    fullName: 'Grace Hopper',
    verificationToken: 'another-single-use-token',
    occurredAt: '2026-01-02T03:04:06.000Z',
  },
  userPasswordResetRequested: {
    userId: '8d7f3c1e-0000-4000-8000-000000000005',
    email: 'alan@example.com',
    fullName: 'Alan Turing',
    resetToken: 'reset-token',
    occurredAt: '2026-01-02T03:04:07.000Z',
  },
  userPasswordChanged: {
    userId: '8d7f3c1e-0000-4000-8000-000000000006',
    email: 'edsger@example.com',
    fullName: 'Edsger Dijkstra',
    occurredAt: '2026-01-02T03:04:08.000Z',
  },
  userPasswordRemoved: {
    userId: '8d7f3c1e-0000-4000-8000-000000000006',
    email: 'edsger@example.com',
    fullName: 'Edsger Dijkstra',
    providerName: 'Google',
    occurredAt: '2026-01-02T03:04:08.500Z',
  },
  userEmailChangeRequested: {
    userId: '8d7f3c1e-0000-4000-8000-000000000007',
    newEmail: 'barbara@example.com',
    fullName: 'Barbara Liskov',
    confirmationToken: 'confirm-token',
    occurredAt: '2026-01-02T03:04:09.000Z',
  },
  userEmailChanged: {
    userId: '8d7f3c1e-0000-4000-8000-000000000007',
    oldEmail: 'barbara.old@example.com',
    newEmail: 'barbara@example.com',
    fullName: 'Barbara Liskov',
    undoToken: 'undo-token',
    occurredAt: '2026-01-02T03:04:09.500Z',
  },
  userDeleted: {
    userId: '8d7f3c1e-0000-4000-8000-000000000007',
    email: 'barbara@example.com',
    fullName: 'Barbara Liskov',
    occurredAt: '2026-01-02T03:04:09.600Z',
  },
  userExportRequested: {
    exportId: '8d7f3c1e-0000-4000-8000-0000000000e1',
    userId: '8d7f3c1e-0000-4000-8000-000000000007',
    occurredAt: '2026-01-02T03:04:09.700Z',
  },
  userExportPartReady: {
    exportId: '8d7f3c1e-0000-4000-8000-0000000000e1',
    userId: '8d7f3c1e-0000-4000-8000-000000000007',
    service: 'property',
    contentJson: Buffer.from('{"properties":[]}'),
    attachments: [
      { archivePath: 'inspection-reports/report.pdf', objectKey: 'uploads/u/report.pdf' },
      { archivePath: 'documents/offer-letter.pdf', documentId: '8d7f3c1e-0000-4000-8000-0000000000d1' },
    ],
    occurredAt: '2026-01-02T03:04:09.800Z',
  },
  userExportReady: {
    exportId: '8d7f3c1e-0000-4000-8000-0000000000e1',
    userId: '8d7f3c1e-0000-4000-8000-000000000007',
    email: 'ann@example.com',
    fullName: 'Ann Lee',
    expiresAt: '2026-01-09T03:04:09.900Z',
    occurredAt: '2026-01-02T03:04:09.900Z',
  },
  propertyUnlocked: {
    propertyId: '8d7f3c1e-0000-4000-8000-000000000008',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000009',
    paymentId: '8d7f3c1e-0000-4000-8000-00000000000a',
    occurredAt: '2026-01-02T03:04:10.000Z',
  },
  paymentSucceeded: {
    paymentId: '8d7f3c1e-0000-4000-8000-00000000000b',
    propertyId: '8d7f3c1e-0000-4000-8000-00000000000c',
    userId: '8d7f3c1e-0000-4000-8000-00000000000d',
    amountCents: 9900,
    currency: 'usd',
    providerPaymentId: 'pi_3Nabcdefghijklmn',
    occurredAt: '2026-01-02T03:04:11.000Z',
  },
  inspectionUploaded: {
    homeInspectionId: '8d7f3c1e-0000-4000-8000-000000000010',
    propertyId: '8d7f3c1e-0000-4000-8000-000000000011',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000012',
    fileName: 'inspection report (final).pdf',
    contentType: 'application/pdf',
    sizeBytes: 5_242_880,
    expectedLong: true,
    occurredAt: '2026-01-02T03:04:12.000Z',
    uploadNumber: 2,
  },
  inspectionAnalyzed: {
    homeInspectionId: '8d7f3c1e-0000-4000-8000-000000000013',
    propertyId: '8d7f3c1e-0000-4000-8000-000000000014',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000015',
    issueCount: 23,
    criticalCount: 2,
    majorCount: 5,
    expectedLong: true,
    engine: 'offline',
    occurredAt: '2026-01-02T03:04:13.000Z',
  },
  inspectionFailed: {
    homeInspectionId: '8d7f3c1e-0000-4000-8000-000000000016',
    propertyId: '8d7f3c1e-0000-4000-8000-000000000017',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000018',
    reason: 'This PDF has no text layer (it looks like a scan).',
    expectedLong: true,
    occurredAt: '2026-01-02T03:04:14.000Z',
  },
  documentCompleted: {
    documentId: '8d7f3c1e-0000-4000-8000-000000000019',
    documentType: DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT,
    propertyId: '8d7f3c1e-0000-4000-8000-00000000001a',
    ownerId: '8d7f3c1e-0000-4000-8000-00000000001b',
    countNumber: 2,
    occurredAt: '2026-01-02T03:04:15.000Z',
  },
  documentStateChanged: {
    documentId: '8d7f3c1e-0000-4000-8000-000000000029',
    documentType: DocumentType.DOCUMENT_TYPE_OFFER_LETTER,
    propertyId: '8d7f3c1e-0000-4000-8000-00000000001a',
    ownerId: '8d7f3c1e-0000-4000-8000-00000000001b',
    countNumber: 3,
    state: DocumentState.DOCUMENT_STATE_COMPLETED,
    occurredAt: '2026-01-02T03:04:15.500Z',
  },
  documentDeadlineApproached: {
    purchaseAgreementId: '8d7f3c1e-0000-4000-8000-00000000001c',
    propertyId: '8d7f3c1e-0000-4000-8000-00000000001a',
    ownerId: '8d7f3c1e-0000-4000-8000-00000000001b',
    deadlineKey: 'due_diligence',
    deadlineLabel: 'Due Diligence Deadline',
    dueAt: '2030-01-15T17:00:00-07:00',
    dueDate: '2030-01-15',
    dueTime: '5:00 PM',
    timeZone: 'America/Denver',
    timeZoneLabel: 'Mountain Time',
    propertyAddress: '77 Deadline Dr, Provo, UT 84601',
    occurredAt: '2030-01-13T17:00:00.000Z',
    objectionId: '8d7f3c1e-0000-4000-8000-00000000001d',
  },
  tourScheduled: {
    tourId: '8d7f3c1e-0000-4000-8000-000000000020',
    propertyId: '8d7f3c1e-0000-4000-8000-000000000021',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000022',
    propertyAddress: '1 Main St, Provo, UT 84601',
    timeZoneLabel: 'Mountain Time',
    slots: [
      {
        slot: { label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-07:00' },
        confirmToken: 'signed.token',
      },
    ],
    contactEmail: 'ada@example.com',
    contactPhone: '(801) 555-0100',
    contactName: 'Ada Lovelace',
    listingAgentName: 'Grace Hopper',
    listingAgentEmail: 'grace@example.com',
    occurredAt: '2026-01-02T03:04:16.000Z',
  },
  tourConfirmed: {
    tourId: '8d7f3c1e-0000-4000-8000-000000000020',
    propertyId: '8d7f3c1e-0000-4000-8000-000000000021',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000022',
    propertyAddress: '1 Main St, Provo, UT 84601',
    timeZone: 'America/Denver',
    timeZoneLabel: 'Mountain Time',
    slot: { label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-07:00' },
    contactEmail: 'ada@example.com',
    contactName: 'Ada Lovelace',
    occurredAt: '2026-01-02T03:04:17.000Z',
  },
  tourCancelled: {
    tourId: '8d7f3c1e-0000-4000-8000-000000000020',
    propertyId: '8d7f3c1e-0000-4000-8000-000000000021',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000022',
    propertyAddress: '1 Main St, Provo, UT 84601',
    timeZoneLabel: 'Mountain Time',
    slots: [{ label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-07:00' }],
    confirmedSlot: { label: '12/01/2026 9:30 AM', startsAt: '2026-12-01T09:30:00-07:00' },
    contactName: 'Ada Lovelace',
    listingAgentEmail: 'grace@example.com',
    occurredAt: '2026-01-02T03:04:18.000Z',
  },
  propertyCreated: {
    propertyId: '8d7f3c1e-0000-4000-8000-000000000002',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000001',
    address: '1 Main St, Springfield, IL 62701',
    occurredAt: '2026-01-02T03:04:05.678Z',
  },
  propertyDeleted: {
    propertyId: '8d7f3c1e-0000-4000-8000-000000000002',
    ownerId: '8d7f3c1e-0000-4000-8000-000000000001',
    occurredAt: '2026-01-02T03:04:05.678Z',
  },
};

function filesUnder(dir: string, extension: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

interface MethodDefinition {
  path: string;
  requestStream: boolean;
  responseStream: boolean;
}

// A grpc-js service definition as ts-proto emits it: an object of method definitions, each with a `path`.
function isServiceDefinition(value: unknown): value is Record<string, MethodDefinition> {
  if (typeof value !== 'object' || value === null) return false;
  const methods = Object.values(value);
  return (
    methods.length > 0 &&
    methods.every(
      (method) => typeof method === 'object' && method !== null && typeof method.path === 'string',
    )
  );
}

describe('event messages of the kit topics', () => {
  const topicKeys = Object.keys(topics) as TopicKey[];

  it('have a sample for every topic, with every field set to a non-default value', () => {
    expect(Object.keys(samples).sort()).toEqual([...topicKeys].sort());
    for (const key of topicKeys) {
      const defaults = topics[key].codec.decode(new Uint8Array()) as unknown as Record<string, unknown>;
      const sample = samples[key] as unknown as Record<string, unknown>;
      expect({ key, fields: Object.keys(sample).sort() }).toEqual({
        key,
        fields: Object.keys(defaults).sort(),
      });
      for (const [field, value] of Object.entries(sample)) {
        expect({ key, field, isDefault: value === defaults[field] }).toEqual({
          key,
          field,
          isDefault: false,
        });
      }
    }
  });

  it.each(Object.keys(topics) as TopicKey[])('%s round-trips through its codec', (key) => {
    const codec = topics[key].codec as MessageCodec<unknown>;
    const bytes = codec.encode(samples[key]).finish();
    expect(codec.decode(bytes)).toEqual(samples[key]);
  });
});

describe('CloudEvents types of the kit topics', () => {
  it.each(Object.values(topics).map((topic) => [topic.name, topic.ceType]))(
    '%s is typed homeward.<topic>.v1',
    (name, ceType) => {
      expect(ceType).toBe(`homeward.${name}.v1`);
    },
  );
});

describe('generated gRPC service definitions', () => {
  interface GeneratedMethod {
    domain: string;
    service: string;
    method: string;
    path: string;
  }

  async function generatedMethods(): Promise<GeneratedMethod[]> {
    const methods: GeneratedMethod[] = [];
    for (const file of filesUnder(genDir, '.ts')) {
      // gen/homeward/<domain>/v1/<file>.ts
      const domain = path.relative(genDir, file).split(path.sep)[1] ?? '';
      const exported: Record<string, unknown> = await import(file);
      for (const [exportName, definition] of Object.entries(exported)) {
        if (!isServiceDefinition(definition)) continue;
        // ts-proto names the definition of `service FooService` `FooServiceService` and its methods camelCase.
        const service = exportName.replace(/Service$/, '');
        for (const [key, { path: methodPath }] of Object.entries(definition)) {
          methods.push({
            domain,
            service,
            method: key.charAt(0).toUpperCase() + key.slice(1),
            path: methodPath,
          });
        }
      }
    }
    return methods;
  }

  // Every `rpc` of every `service` in the sources, so the generated side cannot pass by generating nothing.
  function declaredPaths(): string[] {
    return filesUnder(path.join(protosDir, 'homeward'), '.proto').flatMap((file) => {
      const domain = path.relative(protosDir, file).split(path.sep)[1] ?? '';
      // Comments may hold braces ("`DueDiligenceObjection_{id}.pdf`"), which would end a service's body early.
      const source = readFileSync(file, 'utf8').replace(/\/\/[^\n]*/g, '');
      return [...source.matchAll(/^service\s+(\w+)\s*\{([^}]*)\}/gm)].flatMap(([, service, body]) =>
        [...(body ?? '').matchAll(/^[^\S\n\r\u2028\u2029]*rpc\s+(\w+)\s*\(/gm)].map(
          ([, rpc]) => `/homeward.${domain}.v1.${service}/${rpc}`,
        ),
      );
    });
  }

  it('route every method at /homeward.<domain>.v1.<Service>/<Method>', async () => {
    const methods = await generatedMethods();
    expect(methods.length).toBeGreaterThan(0);
    for (const { domain, service, method, path: methodPath } of methods) {
      expect(methodPath).toBe(`/homeward.${domain}.v1.${service}/${method}`);
    }
  });

  it('cover exactly the rpcs declared in the .proto sources', async () => {
    const declared = declaredPaths();
    expect(declared.length).toBeGreaterThan(0);
    expect((await generatedMethods()).map((method) => method.path).sort()).toEqual(declared.sort());
  });
});

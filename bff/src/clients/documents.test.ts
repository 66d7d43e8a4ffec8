import { CONTRACT_DEADLINE_KEYS } from '@homeward/document-definitions';
import { Document, DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { documentSchema } from '../api/documents';
import {
  documentTypeName,
  parseDataJson,
  protoDocumentType,
  toApiContractDeadline,
  toApiDocument,
} from './documents';

const draft = Document.fromPartial({
  id: '0b7f0c39-3d4e-4c55-9f0e-0a8a5c1f2b01',
  documentType: DocumentType.DOCUMENT_TYPE_OFFER_LETTER,
  propertyId: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  dataJson: '{"property":{"price":450000},"buyers":[{"name":"Ana Buyer"}]}',
  propertyPrice: 450_000,
  countNumber: 1,
  completed: false,
  snapshot: undefined,
  previewSnapshot: undefined,
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:05:00.000Z',
  completedAt: '',
  hiddenFields: ['deposit.payment_percentage'],
  forcedFields: [],
  disabledFields: ['property.address.street'],
});

const completed: Document = {
  ...draft,
  documentType: DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT,
  completed: true,
  completedAt: '2026-11-23T11:00:00.000Z',
  propertyPrice: undefined,
  snapshot: {
    template: 'purchase-agreement-utah',
    prefilledTemplate: 'REAL ESTATE PURCHASE CONTRACT ...',
    prefilledDataJson: '{"buyers":[{"name":"Ana Buyer"}]}',
    savedAt: '2026-11-23T11:00:00.000Z',
  },
  forcedFields: ['conditions.finance_contingency.selected'],
};

describe('document -> API JSON', () => {
  it('maps a draft: the data parsed, empty strings and absent snapshots null', () => {
    const json = toApiDocument(draft);
    expect(json).toEqual({
      id: draft.id,
      document_type: 'offer_letter',
      property_id: draft.propertyId,
      status: 'draft',
      meta_data: { property: { price: 450000 }, buyers: [{ name: 'Ana Buyer' }] },
      property_price: 450_000,
      count_number: 1,
      created_at: '2026-11-23T10:00:00.000Z',
      updated_at: '2026-11-23T10:05:00.000Z',
      completed_at: null,
      snapshot: null,
      preview_snapshot: null,
      hidden_fields: ['deposit.payment_percentage'],
      forced_fields: [],
      disabled_fields: ['property.address.street'],
    });
    expect(documentSchema.parse(json)).toEqual(json);
  });

  it('maps a completed purchase agreement with its snapshot; no price is null', () => {
    const json = toApiDocument(completed);
    expect(json).toMatchObject({
      document_type: 'purchase_agreement',
      status: 'completed',
      completed_at: '2026-11-23T11:00:00.000Z',
      property_price: null,
      snapshot: {
        template: 'purchase-agreement-utah',
        prefilled_template: 'REAL ESTATE PURCHASE CONTRACT ...',
        prefilled_data: { buyers: [{ name: 'Ana Buyer' }] },
        saved_at: '2026-11-23T11:00:00.000Z',
      },
      forced_fields: ['conditions.finance_contingency.selected'],
    });
    expect(documentSchema.parse(json)).toEqual(json);
  });

  it('refuses broken answers instead of guessing', () => {
    expect(() => toApiDocument({ ...completed, snapshot: undefined })).toThrow(/without its snapshot/);
    expect(() => toApiDocument({ ...draft, documentType: DocumentType.DOCUMENT_TYPE_UNSPECIFIED })).toThrow(
      /unspecified document type/,
    );
    expect(() => toApiDocument({ ...draft, dataJson: '[1,2]' })).toThrow(/not a JSON object/);
    expect(() =>
      toApiDocument({ ...completed, snapshot: { ...completed.snapshot!, prefilledDataJson: '{' } }),
    ).toThrow(/not JSON/);
  });
});

describe('contract deadline -> API JSON', () => {
  const deadline = {
    key: 'settlement',
    label: 'Settlement Deadline',
    date: '2027-01-15',
    time: '5:00 PM',
    timeZone: 'America/Denver',
    applies: true,
    basis: 'the agreed settlement date',
  };

  it('keeps a counted date and its zone; empty ones are null', () => {
    expect(toApiContractDeadline(deadline)).toEqual({
      key: 'settlement',
      label: 'Settlement Deadline',
      date: '2027-01-15',
      time: '5:00 PM',
      time_zone: 'America/Denver',
      applies: true,
      basis: 'the agreed settlement date',
    });
    expect(toApiContractDeadline({ ...deadline, date: '', timeZone: '' })).toMatchObject({
      date: null,
      time_zone: null,
    });
  });

  it('knows every deadline the documents package computes, the Texas option period included', () => {
    for (const key of CONTRACT_DEADLINE_KEYS)
      expect(toApiContractDeadline({ ...deadline, key }).key).toBe(key);
    expect(CONTRACT_DEADLINE_KEYS).toContain('option_period');
  });

  it('refuses a deadline it does not know', () => {
    expect(() => toApiContractDeadline({ ...deadline, key: 'closing' })).toThrow(/unknown contract deadline/);
  });
});

describe('parseDataJson', () => {
  it.each([
    ['{}', {}],
    ['{"a":{"b":[1]}}', { a: { b: [1] } }],
  ])('parses %s', (json, value) => {
    expect(parseDataJson(json, 'data')).toEqual(value);
  });

  it.each([[''], ['null'], ['"x"'], ['3'], ['[]'], ['{"a":']])('refuses %p', (json) => {
    expect(() => parseDataJson(json, 'data')).toThrow(/documents answered data/);
  });
});

describe('document types', () => {
  it('round-trip between the API names and the proto enum', () => {
    for (const name of ['offer_letter', 'purchase_agreement'] as const)
      expect(documentTypeName(protoDocumentType(name))).toBe(name);
    expect(protoDocumentType('offer_letter')).toBe(DocumentType.DOCUMENT_TYPE_OFFER_LETTER);
    expect(() => documentTypeName(DocumentType.DOCUMENT_TYPE_UNSPECIFIED)).toThrow(/unspecified/);
    expect(() => documentTypeName(7 as DocumentType)).toThrow(/unspecified/);
  });
});

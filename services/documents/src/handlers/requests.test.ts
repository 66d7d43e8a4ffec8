import { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import {
  documentIdOf,
  kindOf,
  listedPropertyIdOf,
  MAX_SUMMARIZED_PROPERTIES,
  optionalKindOf,
  propertyIdOf,
  summarizedPropertyIdsOf,
} from './requests';

const codeOf = (run: () => unknown): number | undefined => {
  try {
    run();
  } catch (error) {
    return error instanceof RpcError ? error.code : undefined;
  }
  return undefined;
};

describe('a request', () => {
  it('names the document kind', () => {
    expect(kindOf(DocumentType.DOCUMENT_TYPE_OFFER_LETTER)).toBe('offer_letter');
    expect(kindOf(DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT)).toBe('purchase_agreement');
    expect(codeOf(() => kindOf(DocumentType.DOCUMENT_TYPE_UNSPECIFIED))).toBe(status.INVALID_ARGUMENT);
    expect(codeOf(() => kindOf(42 as DocumentType))).toBe(status.INVALID_ARGUMENT);
    expect(optionalKindOf(DocumentType.DOCUMENT_TYPE_UNSPECIFIED)).toBeUndefined();
  });

  it('takes UUIDs (lower-cased); any other id names nothing', () => {
    const id = 'A3BB189E-8BF9-3888-9912-ACE4E6543002';
    expect(documentIdOf(id)).toBe(id.toLowerCase());
    expect(codeOf(() => documentIdOf(''))).toBe(status.INVALID_ARGUMENT);
    expect(codeOf(() => documentIdOf('42'))).toBe(status.NOT_FOUND);
    expect(codeOf(() => propertyIdOf('sample'))).toBe(status.NOT_FOUND);
    expect(listedPropertyIdOf('sample')).toBeUndefined();
  });

  it('summarizes a bounded list of properties: duplicates once, ids that are not UUIDs never queried', () => {
    const id = 'A3BB189E-8BF9-3888-9912-ACE4E6543002';
    expect(summarizedPropertyIdsOf([id, 'sample', id])).toEqual({
      asked: [id, 'sample'],
      queried: [id.toLowerCase()],
    });
    const tooMany = Array.from({ length: MAX_SUMMARIZED_PROPERTIES + 1 }, (_, i) => `id-${i}`);
    expect(codeOf(() => summarizedPropertyIdsOf(tooMany))).toBe(status.INVALID_ARGUMENT);
    expect(summarizedPropertyIdsOf(tooMany.slice(1)).asked).toHaveLength(MAX_SUMMARIZED_PROPERTIES);
  });
});

import { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';
import { idOf, uploadRequestOf } from './requests';

const refusal = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    if (error instanceof RpcError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

const PROPERTY = '0b5d8f7e-3c4a-4f1e-9a2b-6c7d8e9f0a1b';

describe('CreateUploadUrl requests', () => {
  it('are read by proto field name, the property id lower-cased', () => {
    expect(
      uploadRequestOf({
        propertyId: PROPERTY.toUpperCase(),
        fileName: ' report.pdf ',
        contentType: 'application/pdf',
        fileSize: 1234,
      }),
    ).toEqual({
      propertyId: PROPERTY,
      fileName: 'report.pdf',
      contentType: 'application/pdf',
      fileSize: 1234,
    });
  });

  it('name every bad field', () => {
    const error = refusal(() =>
      uploadRequestOf({ propertyId: PROPERTY, fileName: '', contentType: '', fileSize: 104_857_601 }),
    );
    expect(error.code).toBe(status.INVALID_ARGUMENT);
    expect(error.fields).toEqual({
      file_name: 'A file name is required',
      content_type: 'Upload a PDF, DOCX or DOC file.',
      file_size: 'The file is larger than 100 MB.',
    });
  });

  it('read a size of 0 (unset) as not announced: spec part 1’s body has none', () => {
    expect(
      uploadRequestOf({
        propertyId: PROPERTY,
        fileName: 'r.pdf',
        contentType: 'application/pdf',
        fileSize: 0,
      }),
    ).toEqual({
      propertyId: PROPERTY,
      fileName: 'r.pdf',
      contentType: 'application/pdf',
      fileSize: undefined,
    });
  });

  it('answer a property id that is not a UUID as not found', () => {
    const error = refusal(() =>
      uploadRequestOf({
        propertyId: 'not-a-uuid',
        fileName: 'r.pdf',
        contentType: 'application/pdf',
        fileSize: 1,
      }),
    );
    expect(error).toMatchObject({ code: status.NOT_FOUND, message: 'Property not found' });
  });
});

describe('ids in requests', () => {
  it('are required, and one that is not a UUID names nothing', () => {
    expect(refusal(() => idOf('issue_id', '', 'Issue not found')).fields).toEqual({
      issue_id: 'An issue id is required',
    });
    expect(refusal(() => idOf('issue_id', '../x', 'Issue not found'))).toMatchObject({
      code: status.NOT_FOUND,
      message: 'Issue not found',
    });
    expect(idOf('issue_id', PROPERTY.toUpperCase(), 'Issue not found')).toBe(PROPERTY);
  });
});

import { decodeFileName, MAX_REPORT_BYTES, presignedUrlSchema, UPLOAD_MESSAGES } from './home-inspections';

const valid = {
  property_id: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  filename: encodeURIComponent('Inspection report #2 (final) – 12 Main St.pdf'),
  file_type: 'home_inspection_report',
  content_type: 'application/pdf',
  file_size: 2_048_000,
};

/** The first message of a refused body, and the field it names. */
function refusal(body: Record<string, unknown>) {
  const result = presignedUrlSchema.safeParse(body);
  if (result.success) throw new Error('expected the body to be refused');
  const issue = result.error.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
}

describe('decodeFileName', () => {
  it('decodes URL encoding and refuses text that does not decode', () => {
    expect(decodeFileName('My%20Report%20%231.pdf')).toBe('My Report #1.pdf');
    expect(decodeFileName('plain.pdf')).toBe('plain.pdf');
    expect(decodeFileName('100%')).toBeUndefined();
    expect(decodeFileName('%E0%A4%A')).toBeUndefined();
    expect(decodeFileName('%C0%AF.pdf')).toBeUndefined();
  });
});

describe('POST /api/presigned_url body', () => {
  it('decodes the file name and keeps the rest', () => {
    expect(presignedUrlSchema.parse(valid)).toEqual({
      ...valid,
      filename: 'Inspection report #2 (final) – 12 Main St.pdf',
    });
  });

  it.each([
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/msword',
  ])('takes %s', (contentType) => {
    expect(presignedUrlSchema.safeParse({ ...valid, content_type: contentType }).success).toBe(true);
  });

  it.each([
    ['a lone %', '100%.pdf'],
    ['a broken escape', 'report%E0%A4%A.pdf'],
    ['an empty name', ''],
    ['only spaces', '%20%20'],
    ['a path', encodeURIComponent('../../etc/passwd')],
    ['a backslash path', encodeURIComponent('..\\report.pdf')],
    ['a control character', encodeURIComponent('report\n.pdf')],
    ['a NUL', 'report%00.pdf'],
    ['a name too long', encodeURIComponent(`${'a'.repeat(252)}.pdf`)],
  ])('refuses a file name with %s', (_case, filename) => {
    expect(refusal({ ...valid, filename })).toEqual({ field: 'filename', message: UPLOAD_MESSAGES.fileName });
  });

  it.each([['contract'], [''], [undefined]])('refuses file_type %p', (fileType) => {
    expect(refusal({ ...valid, file_type: fileType })).toEqual({
      field: 'file_type',
      message: UPLOAD_MESSAGES.fileType,
    });
  });

  it.each([['image/png'], ['application/octet-stream'], ['text/html'], [undefined]])(
    'refuses content_type %p',
    (contentType) => {
      expect(refusal({ ...valid, content_type: contentType })).toEqual({
        field: 'content_type',
        message: UPLOAD_MESSAGES.contentType,
      });
    },
  );

  it.each([[0], [-1], [1.5], [MAX_REPORT_BYTES + 1], ['2048'], [null]])(
    'refuses file_size %p',
    (fileSize) => {
      expect(refusal({ ...valid, file_size: fileSize })).toEqual({
        field: 'file_size',
        message: UPLOAD_MESSAGES.fileSize,
      });
    },
  );

  it("takes spec part 1's body as written, without file_size", () => {
    const { file_size: _omitted, ...specBody } = valid;
    expect(presignedUrlSchema.safeParse(specBody).success).toBe(true);
  });

  it('takes exactly 100 MB', () => {
    expect(presignedUrlSchema.safeParse({ ...valid, file_size: MAX_REPORT_BYTES }).success).toBe(true);
  });

  it('refuses a property id that names no property', () => {
    expect(refusal({ ...valid, property_id: 'not-a-uuid' }).field).toBe('property_id');
  });
});

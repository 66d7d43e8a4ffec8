import { parseUploadPath, sameOriginUploadUrl, uploadTargetOf } from './upload-url';

const ENDPOINT = 'http://127.0.0.1:4568';
const USER = 'user-1';
const INSPECTION = '0b7f0c39-3d4e-4c55-9f0e-0a8a5c1f2b01';
const PROPERTY = '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10';
const KEY_PATH = `/homeward-inspections/inspections/${USER}/${PROPERTY}/${INSPECTION}/My%20Report%20%281%29.pdf`;
// As minio signs it: the encoded credential and the signature must survive untouched.
const QUERY =
  '?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=S3RVER%2F20261123%2Fus-east-1%2Fs3%2Faws4_request' +
  '&X-Amz-Date=20261123T101500Z&X-Amz-Expires=900&X-Amz-SignedHeaders=host' +
  '&X-Amz-Signature=3f2c0f6f0d1c8a7e5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a392817060f5e';

describe('sameOriginUploadUrl', () => {
  it('keeps path and query byte for byte under /api/storage', () => {
    expect(sameOriginUploadUrl(`${ENDPOINT}${KEY_PATH}${QUERY}`, ENDPOINT)).toBe(
      `/api/storage${KEY_PATH}${QUERY}`,
    );
  });

  it('refuses a URL on another origin, naming both (the signature would not match the Host)', () => {
    expect(() => sameOriginUploadUrl(`http://minio:9000${KEY_PATH}${QUERY}`, ENDPOINT)).toThrow(
      /http:\/\/minio:9000.*http:\/\/127\.0\.0\.1:4568/,
    );
  });

  it.each([
    ['not a URL', 'presigned'],
    ['no report key', `${ENDPOINT}/homeward-inspections/other/thing.pdf${QUERY}`],
    ['a fragment', `${ENDPOINT}${KEY_PATH}${QUERY}#x`],
    ['no path', ENDPOINT],
  ])('refuses %s', (_case, url) => {
    expect(() => sameOriginUploadUrl(url, ENDPOINT)).toThrow();
  });
});

describe('parseUploadPath', () => {
  it('reads bucket and the decoded key segments', () => {
    expect(parseUploadPath(KEY_PATH)).toEqual({
      bucket: 'homeward-inspections',
      userId: USER,
      propertyId: PROPERTY,
      homeInspectionId: INSPECTION,
      fileName: 'My Report (1).pdf',
    });
  });

  it.each([
    ['too few segments', `/b/inspections/${USER}/${PROPERTY}/${INSPECTION}`],
    ['too many segments', `/b/inspections/${USER}/${PROPERTY}/${INSPECTION}/x/file.pdf`],
    ['another root', `/b/reports/${USER}/${PROPERTY}/${INSPECTION}/file.pdf`],
    ['an empty segment', `/b/inspections//${PROPERTY}/${INSPECTION}/file.pdf`],
    ['a segment that does not decode', `/b/inspections/${USER}%/${PROPERTY}/${INSPECTION}/file.pdf`],
    ['an encoded slash', `/b/inspections/${USER}%2Fx/${PROPERTY}/${INSPECTION}/file.pdf`],
    ['a dot-dot segment', `/b/inspections/${USER}/${PROPERTY}/${INSPECTION}/..`],
    ['an inspection id that is no UUID', `/b/inspections/${USER}/${PROPERTY}/not-a-uuid/file.pdf`],
    ['no leading slash', `b/inspections/${USER}/${PROPERTY}/${INSPECTION}/file.pdf`],
  ])('is undefined for %s', (_case, path) => {
    expect(parseUploadPath(path)).toBeUndefined();
  });
});

describe('uploadTargetOf', () => {
  it("takes the caller's own upload and keeps the query for the store", () => {
    expect(uploadTargetOf(`/api/storage${KEY_PATH}${QUERY}`, USER)).toEqual({
      bucket: 'homeward-inspections',
      userId: USER,
      propertyId: PROPERTY,
      homeInspectionId: INSPECTION,
      fileName: 'My Report (1).pdf',
      upstreamPath: `${KEY_PATH}${QUERY}`,
      signedHeaders: ['host'],
    });
  });

  it("is undefined for another user's upload URL", () => {
    expect(uploadTargetOf(`/api/storage${KEY_PATH}${QUERY}`, 'user-2')).toBeUndefined();
  });

  it.each([
    ['no query', ''],
    ['no signature', QUERY.replace(/&X-Amz-Signature=[0-9a-f]+/, '')],
    ['the query twice', `${QUERY}&${QUERY.slice(1)}`],
    ['a signature that is not hex', QUERY.replace(/Signature=[0-9a-f]{4}/, 'Signature=zzzz')],
    ['an expiry that is not a number', QUERY.replace('X-Amz-Expires=900', 'X-Amz-Expires=soon')],
    ['an unknown algorithm', QUERY.replace('AWS4-HMAC-SHA256', 'NONE')],
  ])('is undefined for a query no presigned URL has: %s', (_name, query) => {
    expect(uploadTargetOf(`/api/storage${KEY_PATH}${query}`, USER)).toBeUndefined();
  });

  it('keeps extra parameters a signer may add (each once)', () => {
    expect(uploadTargetOf(`/api/storage${KEY_PATH}${QUERY}&x-id=PutObject`, USER)).toBeDefined();
  });

  it('is undefined for a malformed key or a URL outside /api/storage', () => {
    expect(uploadTargetOf(`/api/storage/b/inspections/${USER}/x.pdf${QUERY}`, USER)).toBeUndefined();
    expect(uploadTargetOf(`/api/storagex${KEY_PATH}`, USER)).toBeUndefined();
  });
});

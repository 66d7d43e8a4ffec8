// The browser uploads a report to the BFF's own origin (no CORS on the bucket, no storage host in the SPA's CSP):
// the analyzer's presigned S3 URL becomes `/api/storage/<bucket>/<key>?<query>`, and the upload proxy sends the
// request on to the same path and query on the object store, where the signature is checked.
import { homeInspectionIdSchema } from '../api/home-inspections';

export const STORAGE_ROUTE_PREFIX = '/api/storage';
/** The first segment of every report key: `inspections/<userId>/<propertyId>/<inspectionId>/<file>`. */
export const REPORT_KEY_ROOT = 'inspections';

/**
 * The same-origin, relative form of a presigned URL on `endpoint` (an origin). Path and query are kept byte for
 * byte (the signature covers them). A URL on another origin is a deployment mistake, since the proxy could never
 * present the Host it was signed for: it throws, naming both origins.
 */
export function sameOriginUploadUrl(presignedUrl: string, endpoint: string): string {
  let origin: string;
  try {
    origin = new URL(presignedUrl).origin;
  } catch {
    throw new Error('inspection-analyzer answered an upload URL that is not a URL');
  }
  if (origin !== endpoint)
    throw new Error(
      `inspection-analyzer signs upload URLs for ${origin} but the BFF's OBJECT_STORAGE_ENDPOINT is ${endpoint}; ` +
        'both must name the same origin',
    );
  const authorityEnd = presignedUrl.indexOf('/', presignedUrl.indexOf('://') + 3);
  const pathAndQuery = authorityEnd === -1 ? '' : presignedUrl.slice(authorityEnd);
  if (
    !pathAndQuery.startsWith('/') ||
    pathAndQuery.includes('#') ||
    !parseUploadPath(pathAndQuery.split('?')[0]!)
  )
    throw new Error('inspection-analyzer answered an upload URL that is not a path-style report key');
  return `${STORAGE_ROUTE_PREFIX}${pathAndQuery}`;
}

export interface UploadPath {
  bucket: string;
  /** Decoded key segments, as the analyzer named them. */
  userId: string;
  propertyId: string;
  homeInspectionId: string;
  fileName: string;
}

function decodeSegment(segment: string): string | undefined {
  try {
    const decoded = decodeURIComponent(segment);
    return decoded && decoded !== '.' && decoded !== '..' && !decoded.includes('/') ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads `/<bucket>/inspections/<userId>/<propertyId>/<inspectionId>/<file>` (still URL-encoded, no query). Anything
 * else, including a segment that does not decode, is undefined: no report's upload lives there.
 */
export function parseUploadPath(encodedPath: string): UploadPath | undefined {
  if (!encodedPath.startsWith('/')) return undefined;
  const segments = encodedPath.slice(1).split('/').map(decodeSegment);
  if (segments.length !== 6 || segments.some((segment) => segment === undefined)) return undefined;
  const [bucket, root, userId, propertyId, homeInspectionId, fileName] = segments as string[] as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (root !== REPORT_KEY_ROOT || !homeInspectionIdSchema.safeParse(homeInspectionId).success)
    return undefined;
  return { bucket, userId, propertyId, homeInspectionId, fileName };
}

export interface UploadTarget extends UploadPath {
  /** Path and query to send to the object store, exactly as the browser sent them. */
  upstreamPath: string;
  /** The request headers the URL's signature covers (`X-Amz-SignedHeaders`, lower case). */
  signedHeaders: string[];
}

// The query of a SigV4 presigned URL, each parameter once and in the form the signer writes it.
const PRESIGNED_QUERY_FORMS: Record<string, RegExp> = {
  'X-Amz-Algorithm': /^AWS4-HMAC-SHA256$/,
  'X-Amz-Credential': /^[^/\s]+\/\d{8}\/[a-z0-9-]+\/s3\/aws4_request$/,
  'X-Amz-Date': /^\d{8}T\d{6}Z$/,
  'X-Amz-Expires': /^\d{1,6}$/,
  'X-Amz-SignedHeaders': /^[a-z0-9-]+(;[a-z0-9-]+)*$/,
  'X-Amz-Signature': /^[0-9a-f]{64}$/,
};

/**
 * Whether a query is one a presigned URL carries: every SigV4 parameter exactly once, well formed, and no parameter
 * twice. Anything else was not handed out by the analyzer, and the store would refuse it with a 400 of its own,
 * which must not reach the buyer as a storage failure.
 */
export function isPresignedQuery(query: string): boolean {
  const params = new URLSearchParams(query);
  const names = [...params.keys()];
  if (new Set(names).size !== names.length) return false;
  return Object.entries(PRESIGNED_QUERY_FORMS).every(([name, form]) => form.test(params.get(name) ?? ''));
}

/**
 * Where a `PUT /api/storage/...` goes, from the request's raw URL, or undefined when it is no report upload of
 * `userId` (another user's upload URL is as unknown as a made-up one), or its query is not a presigned URL's.
 */
export function uploadTargetOf(originalUrl: string, userId: string): UploadTarget | undefined {
  if (!originalUrl.startsWith(`${STORAGE_ROUTE_PREFIX}/`)) return undefined;
  const upstreamPath = originalUrl.slice(STORAGE_ROUTE_PREFIX.length);
  const queryStart = upstreamPath.indexOf('?');
  if (queryStart === -1 || !isPresignedQuery(upstreamPath.slice(queryStart + 1))) return undefined;
  const path = parseUploadPath(upstreamPath.slice(0, queryStart));
  if (!path || path.userId !== userId) return undefined;
  const signed = new URLSearchParams(upstreamPath.slice(queryStart + 1)).get('X-Amz-SignedHeaders')!;
  return { ...path, upstreamPath, signedHeaders: signed.split(';') };
}

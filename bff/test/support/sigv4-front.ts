// s3rver does not check SigV4 signatures (its v4 check is unimplemented: any signature passes), so the upload
// proxy's tests put this in front of it: an HTTP server that checks a presigned request's signature the way S3 does
// (canonical request over method, path, query, the Host header; UNSIGNED-PAYLOAD), answers 403
// SignatureDoesNotMatch when it fails, records what arrived, and otherwise pipes the request on to s3rver.
import { createHash, createHmac } from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ArrivedRequest {
  method: string;
  /** Path and query exactly as they arrived. */
  url: string;
  headers: IncomingHttpHeaders;
  /** Whether it carried a presigned query whose signature matched. */
  signatureValid: boolean | undefined;
  /** Set when the request is over: whether its whole body arrived (false: the sender cut it off). */
  bodyComplete?: boolean;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

/** The signature S3 would compute for a presigned request, or undefined if it is not a SigV4 presigned one. */
export function expectedPresignedSignature(
  method: string,
  url: string,
  host: string,
  secretKey: string,
): string | undefined {
  const [path, query = ''] = url.split('?') as [string, string?];
  const pairs = query.split('&').filter(Boolean);
  const param = (name: string) => pairs.find((pair) => pair.startsWith(`${name}=`))?.slice(name.length + 1);
  const credential = param('X-Amz-Credential');
  const amzDate = param('X-Amz-Date');
  if (param('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !credential || !amzDate) return undefined;
  if (decodeURIComponent(param('X-Amz-SignedHeaders') ?? '') !== 'host') return undefined;
  const [, date, region, service] = decodeURIComponent(credential).split('/') as [
    string,
    string,
    string,
    string,
  ];
  const canonicalQuery = pairs
    .filter((pair) => !pair.startsWith('X-Amz-Signature='))
    .sort()
    .join('&');
  const canonicalRequest = [
    method,
    path,
    canonicalQuery,
    `host:${host}`,
    '',
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretKey}`, date), region), service), 'aws4_request');
  return hmac(signingKey, stringToSign).toString('hex');
}

export async function startSignatureCheckingFront(
  upstream: AddressInfo,
  secretKey: string,
): Promise<{ port: number; arrived: ArrivedRequest[]; stop(): Promise<void> }> {
  const arrived: ArrivedRequest[] = [];
  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    const provided = /[?&]X-Amz-Signature=([0-9a-f]+)/.exec(url)?.[1];
    const expected = provided
      ? expectedPresignedSignature(request.method ?? '', url, request.headers.host ?? '', secretKey)
      : undefined;
    const signatureValid = provided ? provided === expected : undefined;
    const record: ArrivedRequest = {
      method: request.method ?? '',
      url,
      headers: { ...request.headers },
      signatureValid,
    };
    arrived.push(record);
    request.once('close', () => (record.bodyComplete = request.complete));
    if (signatureValid === false) {
      request.resume();
      response.writeHead(403, { 'Content-Type': 'application/xml' });
      response.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code>' +
          '<Message>The request signature we calculated does not match the signature you provided.</Message></Error>',
      );
      return;
    }
    const onward = http.request(
      {
        host: upstream.address,
        port: upstream.port,
        method: request.method,
        path: url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', () => response.destroy());
    // A sender that cuts its request off cuts s3rver's too, as S3 would drop an incomplete upload.
    request.once('close', () => {
      if (!request.complete) onward.destroy();
    });
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    arrived,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

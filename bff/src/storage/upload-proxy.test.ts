import { keepStorageHeaders, s3ErrorCode } from './upload-proxy';

describe('keepStorageHeaders', () => {
  it("forwards the store's headers only: never the session cookie, the CSRF header or tracing", () => {
    const headers = new Map<string, string>([
      ['Host', '127.0.0.1:4568'],
      ['Content-Type', 'application/pdf'],
      ['Content-Length', '2048'],
      ['Content-MD5', 'abc=='],
      ['x-amz-checksum-sha256', 'def='],
      ['Cookie', 'hw_session=secret'],
      ['X-Requested-With', 'XMLHttpRequest'],
      ['Authorization', 'Bearer x'],
      ['traceparent', '00-abc-def-01'],
      ['X-Forwarded-For', '10.0.0.1'],
      ['Origin', 'http://localhost:8080'],
      ['Referer', 'http://localhost:8080/properties'],
      ['X-Request-Id', 'req-12345678'],
    ]);
    keepStorageHeaders({
      getHeaderNames: () => [...headers.keys()],
      removeHeader: (name: string) => void headers.delete(name),
    });
    expect([...headers.keys()]).toEqual([
      'Host',
      'Content-Type',
      'Content-Length',
      'Content-MD5',
      'x-amz-checksum-sha256',
    ]);
  });
});

describe('s3ErrorCode', () => {
  it("reads S3's error code, or nothing", () => {
    expect(
      s3ErrorCode(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>',
      ),
    ).toBe('AccessDenied');
    expect(s3ErrorCode('<html>Bad gateway</html>')).toBeUndefined();
    expect(s3ErrorCode('')).toBeUndefined();
  });
});

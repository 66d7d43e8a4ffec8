import { s3ErrorCode, storageHeaders } from './upload-proxy';

describe('storageHeaders', () => {
  const browser = {
    host: '127.0.0.1:8080',
    'content-type': 'application/pdf',
    'content-length': '2048',
    'content-md5': 'abc==',
    'x-amz-copy-source': '/homeward-inspections/inspections/someone-else/p/i/report.pdf',
    'x-amz-checksum-sha256': 'def=',
    'x-amz-acl': 'public-read',
    expect: '100-continue',
    cookie: 'hw_session=secret',
    'x-requested-with': 'XMLHttpRequest',
    authorization: 'Bearer x',
    traceparent: '00-abc-def-01',
    'x-forwarded-for': '10.0.0.1',
    origin: 'http://localhost:8080',
    'x-request-id': 'req-12345678',
  };

  it("forwards the body's framing and type only when the signature covers host alone", () => {
    expect(storageHeaders(browser, ['host'])).toEqual({
      'content-type': 'application/pdf',
      'content-length': '2048',
    });
  });

  it('never forwards an x-amz-* header, Expect or the session the signature does not cover', () => {
    const kept = Object.keys(storageHeaders(browser, ['host']));
    for (const name of Object.keys(browser).filter(
      (name) => !['content-type', 'content-length'].includes(name),
    ))
      expect(kept).not.toContain(name);
  });

  it('forwards a header the signature covers (the store checks it), but never Host or Expect from the browser', () => {
    expect(storageHeaders(browser, ['host', 'content-md5', 'expect'])).toEqual({
      'content-type': 'application/pdf',
      'content-length': '2048',
      'content-md5': 'abc==',
    });
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

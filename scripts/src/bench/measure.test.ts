import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LatencyHistogram } from './histogram';
import { measureHttp, measureLoop, summarise } from './measure';

describe('summarise', () => {
  it('derives requests/s from successful calls over the elapsed wall time', () => {
    const histogram = new LatencyHistogram();
    for (let call = 0; call < 500; call += 1) histogram.recordMs(2);
    const result = summarise('x', histogram, 4, 2_000, 'boom');
    expect(result).toMatchObject({ scenario: 'x', requests: 500, errors: 4, rps: 250, firstError: 'boom' });
    expect(result.latencyMs.p50).toBe(2);
  });
});

describe('measureLoop', () => {
  it('keeps exactly `connections` calls in flight until the time is up', async () => {
    let inFlight = 0;
    let most = 0;
    const result = await measureLoop(
      'sleep',
      async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
      { connections: 4, durationMs: 300 },
    );
    expect(most).toBe(4);
    expect(result.errors).toBe(0);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(300);
    // Each worker went round more than once (how many times depends on the machine's load, so no more than that).
    expect(result.requests).toBeGreaterThan(4);
    expect(result.latencyMs.p50).toBeGreaterThanOrEqual(4);
    expect(result.rps).toBeCloseTo(result.requests / (result.elapsedMs / 1000), 6);
  });

  it('counts failures as errors, keeps the first message and records no latency for them', async () => {
    let call = 0;
    const result = await measureLoop(
      'flaky',
      async () => {
        call += 1;
        await new Promise((resolve) => setImmediate(resolve));
        if (call % 2 === 0) throw new Error(`failure ${call}`);
      },
      { connections: 1, durationMs: 50 },
    );
    expect(result.errors).toBeGreaterThan(0);
    expect(result.requests + result.errors).toBe(call);
    expect(result.firstError).toBe('failure 2');
  });

  it('refuses zero connections', async () => {
    await expect(
      measureLoop('none', async () => undefined, { connections: 0, durationMs: 10 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('measureHttp', () => {
  it('counts 2xx answers as requests and anything else as errors', async () => {
    let served = 0;
    const server = http.createServer((request, response) => {
      served += 1;
      response.statusCode = served % 3 === 0 ? 503 : 200;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await measureHttp(
        'local',
        { url: `http://127.0.0.1:${port}/`, headers: { Cookie: 'a=b' } },
        { connections: 2, durationMs: 300 },
      );
      expect(result.requests).toBeGreaterThan(0);
      expect(result.errors).toBeGreaterThan(0);
      expect(result.firstError).toBe('HTTP 503');
      // answers still in flight when autocannon stops are not counted: at most one per connection
      expect(served - (result.requests + result.errors)).toBeGreaterThanOrEqual(0);
      expect(served - (result.requests + result.errors)).toBeLessThanOrEqual(2);
      expect(result.latencyMs.count).toBe(result.requests);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('asks for the given paths in turn on each connection', async () => {
    const asked: string[] = [];
    const server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await measureHttp(
        'paths',
        { url: `http://127.0.0.1:${port}/ignored`, paths: ['/a?search=x', '/b?search=y+z'] },
        { connections: 1, durationMs: 200 },
      );
      expect(result.errors).toBe(0);
      expect(asked.length).toBeGreaterThan(4);
      expect(asked.slice(0, 4)).toEqual(['/a?search=x', '/b?search=y+z', '/a?search=x', '/b?search=y+z']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
  it('sends the method and body given on every request', async () => {
    const received: string[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push(`${request.method} ${request.headers['content-type']} ${body}`);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const result = await measureHttp(
        'post',
        {
          url: `http://127.0.0.1:${port}/api/generate_pdf`,
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"id":"x"}',
        },
        { connections: 1, durationMs: 200 },
      );
      expect(result.errors).toBe(0);
      expect(received.length).toBeGreaterThan(2);
      expect(new Set(received)).toEqual(new Set(['POST application/json {"id":"x"}']));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

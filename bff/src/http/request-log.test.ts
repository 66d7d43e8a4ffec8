import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger, startTracing, traceHttpRequests, type RunningTracing } from '@homeward/kit';
import { locals } from './locals';
import { requestLogging, routeLabel } from './request-log';

type Exporter = NonNullable<Parameters<typeof startTracing>[1]>;
type FinishedSpan = Parameters<Exporter['export']>[0][number];

// The BFF's own middleware order (app.ts): the request's span first, then its log line.
function appWithLogs() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(
    'bff-test',
    'info',
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    }),
  );
  const app = express();
  app.use(traceHttpRequests(routeLabel), requestLogging(logger));
  app.get('/api/things/:id', (_request, response) => {
    locals(response).routeTemplate = '/api/things/:id';
    logger.info('inside the handler');
    response.json({ ok: true });
  });
  // Never answers: the client gives up, and the line is written from the socket's close.
  app.get('/api/slow', (_request, response) => {
    locals(response).routeTemplate = '/api/slow';
  });
  return { app, lines };
}

const lineSaying = (lines: Record<string, unknown>[], msg: string) => lines.find((line) => line.msg === msg);

/** The server learns of an abort a moment after the client gives up. */
async function waitForLine(lines: Record<string, unknown>[], msg: string): Promise<Record<string, unknown>> {
  for (let waited = 0; waited < 2_000; waited += 20) {
    const line = lineSaying(lines, msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no "${msg}" line`);
}

describe('the request log line', () => {
  const spans: FinishedSpan[] = [];
  const exporter: Exporter = {
    export(finished, done) {
      spans.push(...finished);
      done({ code: 0 });
    },
    shutdown: async () => undefined,
  };
  let tracing: RunningTracing;

  beforeAll(() => {
    tracing = startTracing({ serviceName: 'bff-test' }, exporter);
  });
  afterAll(() => tracing.stop());

  it("names the request's trace and span, the ones the handler's own lines name", async () => {
    const { app, lines } = appWithLogs();
    await request(app).get('/api/things/42').expect(200);

    const server = spans.find((span) => span.name === 'GET /api/things/:id');
    expect(server).toBeDefined();
    const ids = { trace_id: server!.spanContext().traceId, span_id: server!.spanContext().spanId };
    expect(lineSaying(lines, 'inside the handler')).toMatchObject(ids);
    expect(lineSaying(lines, 'request completed')).toMatchObject({
      ...ids,
      route: '/api/things/:id',
      status: 200,
    });
  });

  // The line is written from the socket's close, in the connection's async context, not the request's.
  it('names the trace of a request the client aborted, written after the request context is gone', async () => {
    const { app, lines } = appWithLogs();
    await expect(request(app).get('/api/slow').timeout(200)).rejects.toThrow(/timeout/i);
    const aborted = await waitForLine(lines, 'request aborted by the client');
    const server = spans.find((span) => span.name === 'GET /api/slow');
    expect(aborted).toMatchObject({
      route: '/api/slow',
      trace_id: server!.spanContext().traceId,
      span_id: server!.spanContext().spanId,
    });
  });

  it('gives each request its own trace id', async () => {
    const { app, lines } = appWithLogs();
    await request(app).get('/api/things/1').expect(200);
    await request(app).get('/api/things/2').expect(200);
    const traceIds = lines.filter((line) => line.msg === 'request completed').map((line) => line.trace_id);
    expect(traceIds).toHaveLength(2);
    expect(traceIds[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(traceIds[1]).not.toBe(traceIds[0]);
  });
});

describe('with tracing off', () => {
  it('has no trace fields', async () => {
    const { app, lines } = appWithLogs();
    await request(app).get('/api/things/42').expect(200);
    const line = lineSaying(lines, 'request completed');
    expect(line).toMatchObject({ route: '/api/things/:id', status: 200 });
    expect(line).not.toHaveProperty('trace_id');
  });
});

import { z } from 'zod';
import { defineRoute, Reply } from './route';

const healthSchema = z.object({ status: z.literal('ok') });
const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.string(), z.string()),
});
const openApiSchema = z.record(z.string(), z.unknown());

export const opsRoutes = [
  defineRoute({
    method: 'get',
    path: '/healthz',
    operationId: 'liveness',
    summary: 'Liveness: the process answers.',
    tag: 'ops',
    auth: 'public',
    ops: true,
    success: { status: 200, description: 'Alive', schema: healthSchema },
    async handle() {
      return { status: 'ok' as const };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/readyz',
    operationId: 'readiness',
    summary: 'Readiness: every downstream gRPC channel connects within a short deadline.',
    tag: 'ops',
    auth: 'public',
    ops: true,
    success: { status: 200, description: 'Ready', schema: readinessSchema },
    extraResponses: { 503: { description: 'A downstream service is unreachable', schema: readinessSchema } },
    async handle({ deps }) {
      const checks: Record<string, string> = {};
      await Promise.all(
        Object.entries(deps.readiness).map(async ([name, check]) => {
          try {
            await check();
            checks[name] = 'ok';
          } catch (error) {
            checks[name] = error instanceof Error ? error.message : 'failed';
          }
        }),
      );
      const ready = Object.values(checks).every((result) => result === 'ok');
      const body: z.infer<typeof readinessSchema> = { status: ready ? 'ready' : 'not ready', checks };
      return ready ? body : Reply.json(body, 503);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/metrics',
    operationId: 'metrics',
    summary: 'Prometheus metrics of this process (default, HTTP and outbound gRPC histograms).',
    tag: 'ops',
    auth: 'public',
    ops: true,
    success: { status: 200, description: 'Prometheus text exposition format', contentType: 'text/plain' },
    async handle({ deps }) {
      const { contentType, body } = await deps.metrics();
      return Reply.text(body, contentType);
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'openApi',
    summary: 'This document: OpenAPI 3.1, generated from the route table and its zod schemas.',
    tag: 'ops',
    auth: 'public',
    success: { status: 200, description: 'OpenAPI 3.1 document', schema: openApiSchema },
    async handle({ deps }) {
      return Reply.json(deps.openApiDocument(), 200);
    },
  }),
];

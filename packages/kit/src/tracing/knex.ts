import { context, SpanKind, trace, type Span } from '@opentelemetry/api';
import type { Knex } from 'knex';
import { isTracingEnabled, tracer } from './provider';
import { recordFailure } from './spans';

interface QueryEvent {
  __knexQueryUid: string;
  sql: string;
}

const MAX_SQL_LENGTH = 2_000;

/**
 * One client span per query, from knex's own query events, so bundling cannot bypass it the way it bypasses
 * require-hook instrumentation. Only the SQL text with its placeholders is recorded, never the bindings (they hold
 * e-mail addresses and token hashes). Queries outside a traced operation (the relay's and dispatcher's idle polls)
 * record nothing: a span per poll would bury the traces that matter.
 */
export function traceQueries(db: Knex, databaseName: string): void {
  const open = new Map<string, Span>();
  const finish = (query: QueryEvent, error?: unknown) => {
    const span = open.get(query.__knexQueryUid);
    if (!span) return;
    open.delete(query.__knexQueryUid);
    if (error !== undefined) recordFailure(span, error);
    span.end();
  };
  db.on('query', (query: QueryEvent) => {
    if (!isTracingEnabled()) return;
    const parent = context.active();
    if (!trace.getSpan(parent)?.isRecording()) return;
    const operation = /^\s*(\w+)/.exec(query.sql)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer().startSpan(
      `${operation} ${databaseName}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'db.system.name': 'postgresql',
          'db.namespace': databaseName,
          'db.operation.name': operation,
          'db.query.text': query.sql.slice(0, MAX_SQL_LENGTH),
        },
      },
      parent,
    );
    open.set(query.__knexQueryUid, span);
  });
  db.on('query-response', (_response: unknown, query: QueryEvent) => finish(query));
  db.on('query-error', (error: unknown, query: QueryEvent) => finish(query, error));
}

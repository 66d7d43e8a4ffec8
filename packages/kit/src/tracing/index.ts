export * from './config';
export { isTracingEnabled, startTracing, tracer, type RunningTracing } from './provider';
export * from './propagation';
export { traceHttpRequests } from './http';
export { traceQueries } from './knex';
export { failSpan, recordFailure } from './spans';
export { activeTraceparent, inStoredTrace, type StoredTraceSpan } from './stored';
export { traceLogFields, type TraceLogFields } from './log-fields';

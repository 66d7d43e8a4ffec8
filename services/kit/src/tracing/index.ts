export * from './config';
export { isTracingEnabled, startTracing, tracer, type RunningTracing } from './provider';
export * from './propagation';
export { traceHttpRequests } from './http';
export { traceQueries } from './knex';

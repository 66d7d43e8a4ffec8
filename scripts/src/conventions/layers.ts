import path from 'node:path';

/** The folders of `src/` the conventions give a meaning to; a file directly in `src/` is its own layer (`service`). */
export const LAYER_FOLDERS = [
  'domain',
  'store',
  'application',
  'handlers',
  'providers',
  'clients',
  'events',
] as const;

/**
 * The layer a file of a service belongs to: `domain`, `store`, ... for the folders of `src/`, the file's name for
 * a file directly in `src/` (`main`, `config`, `service`, `index`, `metrics`), `migrations`, `test`, or undefined
 * for anything outside the service.
 */
export function layerOf(serviceRoot: string, file: string): string | undefined {
  const relative = path.relative(serviceRoot, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [top, second, ...rest] = relative.split(path.sep);
  if (top === 'migrations' || top === 'test') return top;
  if (top !== 'src' || second === undefined) return undefined;
  if (rest.length === 0) return second.replace(/\.[^.]+$/, '').replace(/\.test$/, '');
  return second;
}

/** The layer rules of docs/conventions.md 'Rules the check enforces': which layers a layer must not import. */
export const FORBIDDEN_LAYER_IMPORTS: Record<string, readonly string[]> = {
  domain: ['store', 'application', 'handlers', 'providers', 'clients', 'events'],
  store: ['application', 'handlers', 'providers', 'clients', 'events'],
  handlers: ['store'],
  application: ['handlers'],
};

/** Packages that do I/O, which `domain/` must not load (a type-only import loads nothing and is allowed). */
export const IO_PACKAGES = new Set([
  'knex',
  'pg',
  '@grpc/grpc-js',
  'kafkajs',
  'node:fs',
  'node:net',
  'node:http',
  'fs',
  'net',
  'http',
]);

/** Where a layer's code belongs instead, for the fix in a message. */
export const LAYER_PURPOSE: Record<string, string> = {
  domain: 'rules and values with no I/O',
  store: 'knex queries',
  application: 'use cases',
  handlers: 'gRPC request/response mapping',
  providers: 'third-party adapters',
  clients: 'gRPC clients of other services',
  events: 'event subscriptions and payloads',
};

/** The package a bare specifier names: `@grpc/grpc-js/build/x` -> `@grpc/grpc-js`, `fs/promises` -> `fs`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

import fs from 'node:fs';
import path from 'node:path';
import { relativeTo, resolveRelative, sourceFilesUnder } from './files';
import { FORBIDDEN_LAYER_IMPORTS, IO_PACKAGES, layerOf, LAYER_PURPOSE, packageOf } from './layers';
import { parseSourceFile } from './source';
import type { Violation } from './violations';

/** The files every backend has (docs/conventions.md 'Folders'), relative to `services/<name>/`. */
export const REQUIRED_FILES = [
  'src/main.ts',
  'src/config.ts',
  'src/service.ts',
  'src/index.ts',
  'src/metrics.ts',
  'migrations/index.ts',
] as const;

const MIGRATION_FILE = /^(\d{3})-[a-z0-9]+(-[a-z0-9]+)*\.ts$/;
const isTest = (file: string) => /\.test\.[cm]?tsx?$/.test(file);
const pascal = (kebab: string) =>
  kebab
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Every rule of docs/conventions.md for one backend, `services/<name>` under `root`. */
export function checkService(root: string, serviceDir: string): Violation[] {
  const serviceRoot = path.join(root, serviceDir);
  return [
    ...requiredFiles(root, serviceRoot),
    ...layerImports(root, serviceRoot),
    ...sqlOutsideStore(root, serviceRoot),
    ...processEnvOutsideConfig(root, serviceRoot),
    ...handlerFiles(root, serviceRoot),
    ...migrationFiles(root, serviceRoot),
  ];
}

function requiredFiles(root: string, serviceRoot: string): Violation[] {
  const violations: Violation[] = [];
  const at = (file: string) => relativeTo(root, path.join(serviceRoot, file));
  for (const file of REQUIRED_FILES) {
    if (!fs.existsSync(path.join(serviceRoot, file))) {
      violations.push({
        file: at(file),
        rule: 'required-file',
        message: `${file} is missing`,
        fix: `add ${file} as docs/conventions.md 'Folders' describes it (npm run new-service shows each one)`,
      });
    }
  }
  const servicePath = path.join(serviceRoot, 'src/service.ts');
  const subscriptions = path.join(serviceRoot, 'src/events/subscriptions.ts');
  const consumes =
    fs.existsSync(servicePath) && /\.eventConsumer\(/.test(fs.readFileSync(servicePath, 'utf8'));
  if (consumes && !fs.existsSync(subscriptions)) {
    violations.push({
      file: at('src/events/subscriptions.ts'),
      rule: 'required-file',
      message:
        'the service consumes events (service.ts calls host.eventConsumer) but has no events/subscriptions.ts',
      fix: 'list every consumed topic with its handler in src/events/subscriptions.ts and pass that to host.eventConsumer',
    });
  }
  if (!consumes && fs.existsSync(subscriptions)) {
    violations.push({
      file: at('src/events/subscriptions.ts'),
      rule: 'required-file',
      message: 'events/subscriptions.ts exists but service.ts never starts a consumer with it',
      fix: 'pass it to host.eventConsumer(db, ...) in src/service.ts, or delete it until the service consumes a topic',
    });
  }
  const manifestPath = path.join(serviceRoot, 'package.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as { main?: string };
    if (manifest.main !== 'src/index.ts') {
      violations.push({
        file: at('package.json'),
        rule: 'package-main',
        message: `"main" is ${JSON.stringify(manifest.main)}, not the service's public entry`,
        fix: 'set "main": "src/index.ts" (start<Name>Service, load<Name>Config and their types)',
      });
    }
  }
  return violations;
}

function layerImports(root: string, serviceRoot: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFilesUnder(path.join(serviceRoot, 'src'))) {
    const layer = layerOf(serviceRoot, file);
    const forbidden = FORBIDDEN_LAYER_IMPORTS[layer ?? ''];
    if (!layer || !forbidden) continue;
    for (const ref of parseSourceFile(file).imports) {
      const target = resolveRelative(file, ref.specifier);
      const targetLayer = target === undefined ? undefined : layerOf(serviceRoot, target);
      if (targetLayer && forbidden.includes(targetLayer)) {
        violations.push({
          file: relativeTo(root, file),
          line: ref.line,
          rule: 'layer-import',
          message: `${layer}/ imports ${targetLayer}/ ('${ref.specifier}'); ${layer}/ must not import ${forbidden.join('/, ')}/`,
          fix:
            layer === 'domain'
              ? `keep ${layer}/ to ${LAYER_PURPOSE.domain}: move the code that needs ${targetLayer}/ into application/ and pass values in`
              : `move the code that needs ${targetLayer}/ into the layer that may use it (application/ calls store/; handlers/ call application/)`,
        });
      }
      if (
        layer === 'domain' &&
        target === undefined &&
        !ref.typeOnly &&
        IO_PACKAGES.has(packageOf(ref.specifier))
      ) {
        violations.push({
          file: relativeTo(root, file),
          line: ref.line,
          rule: 'domain-io',
          message: `domain/ imports '${ref.specifier}', which does I/O`,
          fix: 'move the I/O into store/, providers/ or clients/ and keep domain/ to pure functions and types (a type-only import is fine)',
        });
      }
    }
  }
  return violations;
}

function sqlOutsideStore(root: string, serviceRoot: string): Violation[] {
  const violations: Violation[] = [];
  for (const file of sourceFilesUnder(path.join(serviceRoot, 'src'))) {
    const layer = layerOf(serviceRoot, file);
    if (layer === 'store') continue;
    const parsed = parseSourceFile(file);
    for (const call of parsed.knexCalls) {
      if (call.kind === 'transaction' && layer === 'application') continue;
      violations.push({
        file: relativeTo(root, file),
        line: call.line,
        rule: 'sql-outside-store',
        message:
          call.kind === 'transaction'
            ? `${layer}/ opens a transaction (${call.text}); only application/ does`
            : `${layer}/ builds SQL (${call.text}); only store/ and migrations/ do`,
        fix:
          call.kind === 'transaction'
            ? 'open the transaction in the use case (application/) and pass the trx down'
            : 'move the query into a function of store/<table>.ts and call that',
      });
    }
    for (const ref of parsed.imports) {
      if (!ref.typeOnly && packageOf(ref.specifier) === 'knex') {
        violations.push({
          file: relativeTo(root, file),
          line: ref.line,
          rule: 'sql-outside-store',
          message: `${layer}/ imports the knex package as a value; outside store/ and migrations/ knex appears only as the Knex type`,
          fix: "import { type Knex } from '@homeward/kit' and take the db or trx as a parameter",
        });
      }
    }
  }
  return violations;
}

function processEnvOutsideConfig(root: string, serviceRoot: string): Violation[] {
  return sourceFilesUnder(path.join(serviceRoot, 'src'))
    .filter((file) => !isTest(file) && layerOf(serviceRoot, file) !== 'config')
    .flatMap((file) =>
      parseSourceFile(file).processEnvLines.map((line) => ({
        file: relativeTo(root, file),
        line,
        rule: 'config-only-env',
        message: 'reads process.env outside src/config.ts',
        fix: 'add the variable to the zod shape in src/config.ts and pass the loaded config down',
      })),
    );
}

function handlerFiles(root: string, serviceRoot: string): Violation[] {
  const violations: Violation[] = [];
  const handlersDir = path.join(serviceRoot, 'src/handlers');
  const files = sourceFilesUnder(handlersDir).filter((file) => !isTest(file));
  const handlerFileNames = files.filter((file) => /-handler\.ts$/.test(path.basename(file)));
  if (handlerFileNames.length === 0) {
    violations.push({
      file: relativeTo(root, handlersDir),
      rule: 'handler-file',
      message: 'no <grpc-service>-handler.ts in src/handlers/',
      fix: 'put each gRPC service implementation in handlers/<grpc-service>-handler.ts as class <GrpcService>Handler implements AsyncService<XServiceServer>',
    });
  }
  for (const file of files) {
    const base = path.basename(file, '.ts');
    const isHandlerFile = base.endsWith('-handler');
    const expected = isHandlerFile ? `${pascal(base.slice(0, -'-handler'.length))}Handler` : undefined;
    const classes = parseSourceFile(file).exportedClasses;
    for (const exported of classes) {
      const implementsService = exported.implements.some((name) => name.startsWith('AsyncService'));
      if (exported.name === expected && implementsService) continue;
      const fix = implementsService
        ? `name the class <GrpcService>Handler and its file <grpc-service>-handler.ts (e.g. ${exported.name.replace(/Handlers?$/, '')}Handler in ${kebab(exported.name.replace(/Handlers?$/, ''))}-handler.ts)`
        : exported.name === expected
          ? `declare it as class ${exported.name} implements AsyncService<XServiceServer>`
          : 'handlers/ holds only the gRPC handler classes: move this class to application/ (a use case) or providers/ (an adapter)';
      violations.push({
        file: relativeTo(root, file),
        line: exported.line,
        rule: 'handler-file',
        message: implementsService
          ? `gRPC handler class ${exported.name} is not named after its file (${path.basename(file)})`
          : exported.name === expected
            ? `${exported.name} does not implement AsyncService<...>`
            : `exported class ${exported.name} in handlers/ is not a gRPC handler`,
        fix,
      });
    }
    if (expected && !classes.some((exported) => exported.name === expected)) {
      violations.push({
        file: relativeTo(root, file),
        rule: 'handler-file',
        message: `${path.basename(file)} does not export class ${expected}`,
        fix: `export class ${expected} implements AsyncService<XServiceServer> from it, or rename the file`,
      });
    }
  }
  return violations;
}

const kebab = (pascalName: string) => pascalName.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function migrationFiles(root: string, serviceRoot: string): Violation[] {
  const violations: Violation[] = [];
  const dir = path.join(serviceRoot, 'migrations');
  const files = sourceFilesUnder(dir).filter((file) => !isTest(file));
  const numbered: { file: string; number: number }[] = [];
  for (const file of files) {
    const name = path.relative(dir, file);
    if (name === 'index.ts') continue;
    const match = MIGRATION_FILE.exec(name);
    if (!match) {
      violations.push({
        file: relativeTo(root, file),
        rule: 'migration-file',
        message: `${name} is not named NNN-<what>.ts`,
        fix: 'one Migration per file named NNN-<what>.ts (the next free number, e.g. 003-add-index.ts), listed in migrations/index.ts',
      });
    } else numbered.push({ file, number: Number(match[1]) });
  }
  numbered.sort((a, b) => a.number - b.number);
  numbered.forEach(({ file, number }, index) => {
    if (number !== index + 1) {
      violations.push({
        file: relativeTo(root, file),
        rule: 'migration-file',
        message: `migration numbers must run 001, 002, ... without gaps or repeats; this one is ${String(number).padStart(3, '0')}, expected ${String(index + 1).padStart(3, '0')}`,
        fix: 'renumber the migrations that have not shipped; never renumber one that has',
      });
    }
  });
  const indexFile = path.join(dir, 'index.ts');
  if (!fs.existsSync(indexFile)) return violations;
  const listed = new Set(
    parseSourceFile(indexFile)
      .imports.map((ref) => resolveRelative(indexFile, ref.specifier))
      .filter((target): target is string => target !== undefined)
      .map((target) => target.replace(/\.ts$/, '')),
  );
  for (const { file } of numbered) {
    if (!listed.has(file.replace(/\.ts$/, ''))) {
      violations.push({
        file: relativeTo(root, indexFile),
        rule: 'migration-file',
        message: `${path.basename(file)} is not listed in migrations/index.ts`,
        fix: `import it in migrations/index.ts and append it to the migrations list`,
      });
    }
  }
  if (!/\boutboxMigrations\b/.test(fs.readFileSync(indexFile, 'utf8'))) {
    violations.push({
      file: relativeTo(root, indexFile),
      rule: 'migration-file',
      message: "migrations/index.ts does not include the kit's outboxMigrations",
      fix: 'start the list with ...outboxMigrations from @homeward/kit',
    });
  }
  return violations;
}

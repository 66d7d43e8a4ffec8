import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkConventions } from './check';
import { formatViolation, type Violation } from './violations';

/** A small repository that follows every rule: one backend, the kit, and a workspace with tests. */
const CLEAN: Record<string, string> = {
  'package.json': JSON.stringify({ workspaces: ['packages/kit', 'services/shop', 'packages/testing'] }),
  'packages/kit/package.json': JSON.stringify({ name: '@homeward/kit', main: 'src/index.ts' }),
  'packages/kit/src/index.ts': 'export const kit = 1;\n',
  // The kit is not a backend: none of the service rules apply to it.
  'packages/kit/src/db.ts':
    "import knex from 'knex';\nexport const db = knex({});\nexport const env = process.env;\n",
  'packages/testing/package.json': JSON.stringify({ name: '@homeward/testing', main: 'src/index.ts' }),
  'packages/testing/src/index.ts': 'export const harness = 1;\n',
  'services/shop/package.json': JSON.stringify({ name: '@homeward/shop', main: 'src/index.ts' }),
  'services/shop/src/main.ts':
    "import { runService } from '@homeward/kit';\nimport { loadShopConfig } from './config';\nimport { startShopService } from './service';\nrunService('shop', loadShopConfig, startShopService);\n",
  'services/shop/src/config.ts': 'export function loadShopConfig(env = process.env) {\n  return env;\n}\n',
  'services/shop/src/service.ts':
    "import { subscribeToEvents } from './events/subscriptions';\nexport async function startShopService(host: { eventConsumer(s: unknown): void }) {\n  host.eventConsumer(subscribeToEvents);\n}\n",
  'services/shop/src/index.ts':
    "export { loadShopConfig } from './config';\nexport { startShopService } from './service';\n",
  'services/shop/src/metrics.ts': 'export const shopMetrics = {};\n',
  'services/shop/src/domain/basket.ts':
    "import type { Knex } from 'knex';\nimport { isValidPhone } from '@homeward/rules';\nexport type Db = Knex;\nexport const valid = isValidPhone;\n",
  'services/shop/src/domain/basket.test.ts':
    "import { valid } from './basket';\nit('is', () => expect(valid).toBeDefined());\n",
  'services/shop/src/store/baskets.ts':
    "import type { Knex } from '@homeward/kit';\nimport type { Db } from '../domain/basket';\nexport const find = (db: Knex, id: string) => db('baskets').where({ id }).first();\nexport const now = (trx: Db) => trx.raw('select now()');\n",
  'services/shop/src/application/baskets.ts':
    "import type { Knex } from '@homeward/kit';\nimport { find } from '../store/baskets';\nexport const open = (db: Knex, id: string) => db.transaction((trx) => find(trx, id));\n",
  'services/shop/src/handlers/shop-handler.ts':
    "import { open } from '../application/baskets';\nimport { describeBasket } from './basket-message';\nexport class ShopHandler implements AsyncService<ShopServiceServer> {\n  get = open;\n  describe = describeBasket;\n}\n",
  'services/shop/src/handlers/basket-message.ts': 'export const describeBasket = () => "basket";\n',
  'services/shop/src/events/subscriptions.ts': 'export const subscribeToEvents = () => undefined;\n',
  'services/shop/migrations/001-baskets.ts':
    "export const createBaskets = { name: '001', up: (db) => db.raw('create table baskets (id uuid)') };\n",
  'services/shop/migrations/002-basket-items.ts': "export const createItems = { name: '002' };\n",
  'services/shop/migrations/index.ts':
    "import { outboxMigrations } from '@homeward/kit';\nimport { createBaskets } from './001-baskets';\nimport { createItems } from './002-basket-items';\nexport const migrations = [...outboxMigrations, createBaskets, createItems];\n",
  'services/shop/test/shop.int.test.ts':
    "import { harness } from '@homeward/testing';\nimport { startShopService } from '../src/service';\nit('starts', () => expect([harness, startShopService]).toHaveLength(2));\n",
};

let root: string;

function repository(changes: Record<string, string | null> = {}): string {
  const dir = fs.mkdtempSync(path.join(root, 'repo-'));
  for (const [file, text] of Object.entries({ ...CLEAN, ...changes })) {
    if (text === null) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const violationsOf = (changes: Record<string, string | null>) => checkConventions(repository(changes));
const summary = (violations: Violation[]) => violations.map(({ file, line, rule }) => ({ file, line, rule }));

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-conventions-'));
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the conventions check', () => {
  it('passes a repository that follows every rule', () => {
    expect(checkConventions(repository()).map(formatViolation)).toEqual([]);
  });

  it('names the file, line, rule and fix in each message', () => {
    const [violation] = violationsOf({
      'services/shop/src/domain/basket.ts':
        "import { find } from '../store/baskets';\nexport const f = find;\n",
    });
    expect(formatViolation(violation!)).toBe(
      "services/shop/src/domain/basket.ts:1 [layer-import] domain/ imports store/ ('../store/baskets'); domain/ must not import store/, application/, handlers/, providers/, clients/, events/. Fix: keep domain/ to rules and values with no I/O: move the code that needs store/ into application/ and pass values in",
    );
  });

  it.each([
    ['domain', 'store', 'services/shop/src/domain/rule.ts', "import { find } from '../store/baskets';"],
    [
      'domain',
      'application',
      'services/shop/src/domain/rule.ts',
      "export { open } from '../application/baskets';",
    ],
    ['domain', 'events', 'services/shop/src/domain/rule.ts', "const s = require('../events/subscriptions');"],
    [
      'domain',
      'providers',
      'services/shop/src/domain/rule.ts',
      "import type { P } from '../providers/stripe';",
    ],
    [
      'domain',
      'clients',
      'services/shop/src/domain/deep/rule.ts',
      "import { c } from '../../clients/property';",
    ],
    [
      'store',
      'application',
      'services/shop/src/store/items.ts',
      "import { open } from '../application/baskets';",
    ],
    [
      'store',
      'handlers',
      'services/shop/src/store/items.ts',
      "import { ShopHandler } from '../handlers/shop-handler';",
    ],
    [
      'handlers',
      'store',
      'services/shop/src/handlers/basket-message.ts',
      "import { find } from '../store/baskets';",
    ],
    [
      'application',
      'handlers',
      'services/shop/src/application/items.ts',
      "import { x } from '../handlers/basket-message';",
    ],
  ])('refuses %s/ importing %s/', (_from, _to, file, line) => {
    expect(summary(violationsOf({ [file]: `${line}\n` }))).toEqual([{ file, line: 1, rule: 'layer-import' }]);
  });

  it('lets handlers/ use application/ and domain/, and application/ use store/', () => {
    expect(
      violationsOf({
        'services/shop/src/handlers/basket-message.ts':
          "import { valid } from '../domain/basket';\nexport const describeBasket = valid;\n",
      }),
    ).toEqual([]);
  });

  it('refuses I/O packages in domain/, but not their types', () => {
    const file = 'services/shop/src/domain/basket.ts';
    expect(
      summary(
        violationsOf({
          [file]:
            "import { readFileSync } from 'node:fs';\nimport * as grpc from '@grpc/grpc-js';\nimport type { Knex } from 'knex';\nimport { promises } from 'fs/promises';\n",
        }),
      ),
    ).toEqual([
      { file, line: 1, rule: 'domain-io' },
      { file, line: 2, rule: 'domain-io' },
      { file, line: 4, rule: 'domain-io' },
    ]);
  });

  it('refuses SQL built outside store/ and migrations/, and transactions outside application/', () => {
    const file = 'services/shop/src/handlers/basket-message.ts';
    expect(
      summary(
        violationsOf({
          [file]: [
            "import knex from 'knex';",
            "export const a = (db: any) => db('baskets').select();",
            "export const b = (trx: any) => trx('baskets');",
            "export const c = (db: any) => db.raw('select 1');",
            'export const d = (deps: any) => deps.db.transaction(() => 1);',
            "// db('in a comment') is not code",
            'export const e = "db(\'in a string\') is not code either";',
            "export const f = (x: any) => x.db('baskets');",
          ].join('\n'),
        }),
      ),
    ).toEqual([
      { file, line: 2, rule: 'sql-outside-store' },
      { file, line: 3, rule: 'sql-outside-store' },
      { file, line: 4, rule: 'sql-outside-store' },
      { file, line: 5, rule: 'sql-outside-store' },
      { file, line: 8, rule: 'sql-outside-store' },
      { file, line: 1, rule: 'sql-outside-store' },
    ]);
  });

  it('refuses process.env read outside src/config.ts', () => {
    const file = 'services/shop/src/service.ts';
    expect(
      summary(violationsOf({ [file]: `${CLEAN[file]}export const port = process.env.PORT;\n` })),
    ).toEqual([{ file, line: 5, rule: 'config-only-env' }]);
  });

  it('wants every required file', () => {
    expect(
      summary(
        violationsOf({ 'services/shop/src/metrics.ts': null, 'services/shop/migrations/index.ts': null }),
      ),
    ).toEqual([
      { file: 'services/shop/src/metrics.ts', line: undefined, rule: 'required-file' },
      { file: 'services/shop/migrations/index.ts', line: undefined, rule: 'required-file' },
    ]);
  });

  it('wants events/subscriptions.ts exactly when the service starts a consumer', () => {
    const file = 'services/shop/src/events/subscriptions.ts';
    expect(summary(violationsOf({ [file]: null }))).toEqual([
      { file, line: undefined, rule: 'required-file' },
    ]);
    expect(
      summary(
        violationsOf({ 'services/shop/src/service.ts': 'export async function startShopService() {}\n' }),
      ),
    ).toEqual([{ file, line: undefined, rule: 'required-file' }]);
  });

  it("wants the service's package main to be src/index.ts", () => {
    expect(
      summary(
        violationsOf({
          'services/shop/package.json': JSON.stringify({ name: '@homeward/shop', main: 'src/main.ts' }),
        }),
      ),
    ).toEqual([{ file: 'services/shop/package.json', line: undefined, rule: 'package-main' }]);
  });

  it('wants every handler in <name>-handler.ts as an AsyncService <Name>Handler, and nothing else exported as a class', () => {
    const violations = violationsOf({
      'services/shop/src/handlers/shop-handler.ts': null,
      'services/shop/src/handlers/shop-handlers.ts':
        'export class ShopHandlers implements AsyncService<X> {}\n',
      'services/shop/src/handlers/cart-handler.ts': 'export class CartHandler {}\n',
      'services/shop/src/handlers/settlement.ts': 'export class Settlement {}\n',
    });
    expect(violations.map(({ file, rule, message }) => ({ file, rule, message }))).toEqual([
      {
        file: 'services/shop/src/handlers/cart-handler.ts',
        rule: 'handler-file',
        message: 'CartHandler does not implement AsyncService<...>',
      },
      {
        file: 'services/shop/src/handlers/settlement.ts',
        rule: 'handler-file',
        message: 'exported class Settlement in handlers/ is not a gRPC handler',
      },
      {
        file: 'services/shop/src/handlers/shop-handlers.ts',
        rule: 'handler-file',
        message: 'gRPC handler class ShopHandlers is not named after its file (shop-handlers.ts)',
      },
    ]);
  });

  it('wants at least one handler file', () => {
    expect(summary(violationsOf({ 'services/shop/src/handlers/shop-handler.ts': null }))).toEqual([
      { file: 'services/shop/src/handlers', line: undefined, rule: 'handler-file' },
    ]);
  });

  it('wants migrations named NNN-<what>.ts, numbered without gaps, all listed in index.ts with the outbox ones', () => {
    expect(
      summary(
        violationsOf({
          'services/shop/migrations/002-basket-items.ts': null,
          'services/shop/migrations/003-basket-items.ts': 'export const createItems = {};\n',
          'services/shop/migrations/extra.ts': 'export const extra = {};\n',
          'services/shop/migrations/index.ts':
            "import { createBaskets } from './001-baskets';\nexport const migrations = [createBaskets];\n",
        }),
      ),
    ).toEqual([
      { file: 'services/shop/migrations/extra.ts', line: undefined, rule: 'migration-file' },
      { file: 'services/shop/migrations/003-basket-items.ts', line: undefined, rule: 'migration-file' },
      { file: 'services/shop/migrations/index.ts', line: undefined, rule: 'migration-file' },
      { file: 'services/shop/migrations/index.ts', line: undefined, rule: 'migration-file' },
    ]);
  });

  it("refuses a test importing another workspace's files by relative path, in any workspace", () => {
    const files = {
      'services/shop/test/support/kit.ts':
        "import { kit } from '../../../../packages/kit/src/index';\nexport const k = kit;\n",
      'packages/testing/src/index.test.ts':
        "import { open } from '../../../services/shop/src/application/baskets';\n",
      // not a test: the rule is about tests
      'packages/testing/src/reach.ts':
        "import { open } from '../../../services/shop/src/application/baskets';\n",
    };
    expect(summary(violationsOf(files))).toEqual([
      { file: 'services/shop/test/support/kit.ts', line: 1, rule: 'test-cross-workspace' },
      { file: 'packages/testing/src/index.test.ts', line: 1, rule: 'test-cross-workspace' },
    ]);
  });

  it('refuses an import pointing up (a library importing a service) or into the tooling', () => {
    const files = {
      'package.json': JSON.stringify({
        workspaces: ['packages/kit', 'services/shop', 'packages/testing', 'scripts'],
      }),
      'scripts/package.json': JSON.stringify({ name: '@homeward/scripts' }),
      'scripts/src/stack.ts':
        "import { kit } from '@homeward/kit';\nimport { open } from '@homeward/shop';\n",
      'packages/testing/src/reach.ts': "import { startShopService } from '@homeward/shop';\n",
      'services/shop/src/stack.ts': "import { stack } from '@homeward/scripts/src/stack';\n",
    };
    expect(violationsOf(files).filter(({ rule }) => rule === 'import-direction')).toEqual([
      expect.objectContaining({
        file: 'services/shop/src/stack.ts',
        message: 'services/shop (deployable) imports @homeward/scripts from scripts (tooling)',
      }),
      expect.objectContaining({
        file: 'packages/testing/src/reach.ts',
        message: 'packages/testing (library) imports @homeward/shop from services/shop (deployable)',
      }),
    ]);
  });

  it('wants every workspace main to exist, and every listed workspace to have a package.json', () => {
    expect(
      summary(
        violationsOf({
          'package.json': JSON.stringify({
            workspaces: ['packages/kit', 'services/shop', 'packages/testing', 'protos'],
          }),
          'packages/testing/package.json': JSON.stringify({
            name: '@homeward/testing',
            main: 'gen/index.ts',
          }),
        }),
      ),
    ).toEqual([
      { file: 'packages/testing/package.json', line: undefined, rule: 'package-main' },
      { file: 'protos/package.json', line: undefined, rule: 'package-main' },
    ]);
  });

  it('checks only the workspaces asked for', () => {
    const dir = repository({ 'services/shop/src/metrics.ts': null });
    expect(checkConventions(dir, { only: ['packages/kit'] })).toEqual([]);
    expect(checkConventions(dir, { only: ['services/shop'] })).toHaveLength(1);
  });
});

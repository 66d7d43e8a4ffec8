import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from '@jest/test-result';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const Sequencer = require('./shared-stack-first-sequencer.cjs') as new () => {
  sort(tests: Test[]): Promise<Test[]>;
};

let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sequencer-'));
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A test file of `bytes` characters (jest's fallback order is by size, largest first). */
function testFile(name: string, body: string, bytes: number): Test {
  const file = path.join(dir, name);
  fs.writeFileSync(file, body.padEnd(bytes, ' '));
  // What jest's own sequencer reads of a context: the file sizes, and where its timing cache would be (empty here).
  const context = {
    config: { rootDir: dir, cacheDirectory: dir, id: 'sequencer-test', haste: {} },
    hasteFS: { getSize: (file: string) => fs.statSync(file).size },
  };
  return { path: file, context } as unknown as Test;
}

it('runs the files on the shared stack first, each group in jest order', async () => {
  const tests = [
    testFile('own-large.e2e.test.ts', "startTestStack({ name: 'own' })", 900),
    testFile('shared-small.e2e.test.ts', 'stack = await sharedTestStack();', 100),
    testFile('unit.test.ts', '// a unit test file, on no stack', 800),
    testFile('shared-large.e2e.test.ts', 'stack = await sharedTestStack();', 500),
    testFile('own-small.e2e.test.ts', "startTestStack({ name: 'own' })", 200),
  ];
  const sorted = await new Sequencer().sort(tests);
  expect(sorted.map((test) => path.basename(test.path))).toEqual([
    'shared-large.e2e.test.ts',
    'shared-small.e2e.test.ts',
    'own-large.e2e.test.ts',
    'unit.test.ts',
    'own-small.e2e.test.ts',
  ]);
});

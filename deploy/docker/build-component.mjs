// Image build step (runs in the Dockerfile's build stage): bundles one component into /out/app and writes the
// manifests its production dependencies are installed from, so the final image carries no TypeScript, no dev
// dependencies and no sources of other components.
//
// Why a bundle: workspaces import `@homeward/kit` and `@homeward/protos` as TypeScript sources, so they are inlined
// here; every other package stays external (knex, pino and grpc-js load files at run time and do not bundle
// safely) and is installed from the lockfile with `npm install --omit=dev -w <workspace>`.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { parse } from 'yaml';

const [component, outDir = '/out', root = process.cwd()] = process.argv.slice(2);
if (!component || !/^[a-z][a-z0-9-]*$/.test(component)) {
  console.error('usage: node deploy/docker/build-component.mjs <component> [outDir] [repoRoot]');
  process.exit(2);
}

// The component as components.yaml describes it: its folder (`bff`, or services/<name>) and its worker entries. Read
// as plain YAML, since this runs in the image's build stage without a TypeScript loader.
const manifest = parse(fs.readFileSync(path.join(root, 'components.yaml'), 'utf8'));
const described = manifest.components[component];
if (!described) throw new Error(`no component "${component}" in components.yaml`);
const workspace = described.kind === 'bff' ? 'bff' : `services/${component}`;
const appDir = path.join(outDir, 'app');
const manifestsDir = path.join(outDir, 'manifests');
fs.rmSync(outDir, { recursive: true, force: true });

const keepWorkspacesInline = {
  name: 'externalize-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@homeward/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: [path.join(root, workspace, 'src/main.ts')],
  outfile: path.join(appDir, 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepWorkspacesInline],
});

// Worker-thread entries a component starts by file name (`new Worker(path.join(__dirname, <file>))`), its `workers`
// in components.yaml: bundled beside main.js under that name, since the main bundle cannot contain them.
for (const [file, entry] of Object.entries(described.workers ?? {})) {
  await build({
    entryPoints: [path.join(root, workspace, entry)],
    outfile: path.join(appDir, file),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepWorkspacesInline],
  });
}

// Every backend image can create the Kafka topics: the chart's pre-install/pre-upgrade hook runs
// `provision-topics.js` (packages/kit/src/events/provision-topics-main.ts) in identity's image.
if (workspace.startsWith('services/')) {
  await build({
    entryPoints: [path.join(root, 'packages/kit/src/events/provision-topics-main.ts')],
    outfile: path.join(appDir, 'provision-topics.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepWorkspacesInline],
  });
}

// Components with a database also get `migrate.js`: the chart's init container runs it so the schema is current
// before the service starts (services still migrate at start; knex makes the second run a no-op). It relies on the
// convention that `<workspace>/migrations/index.ts` exports the ordered `migrations` list.
if (fs.existsSync(path.join(root, workspace, 'migrations/index.ts'))) {
  await build({
    stdin: {
      contents: migrateEntry(`./${workspace}/migrations`),
      resolveDir: root,
      sourcefile: `${component}-migrate.ts`,
      loader: 'ts',
    },
    outfile: path.join(appDir, 'migrate.js'),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'cjs',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [keepWorkspacesInline],
  });
}

function migrateEntry(migrationsModule) {
  return `
import { connectDatabase, createLogger, migrateToLatest } from '@homeward/kit';
import { migrations } from '${migrationsModule}';

const logger = createLogger(process.env.SERVICE_NAME || '${component}', process.env.LOG_LEVEL || 'info');

async function migrate(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url || !url.startsWith('postgres')) {
    logger.fatal({ problems: ['DATABASE_URL: required (postgres://...)'] }, 'invalid configuration');
    process.exit(1);
  }
  const db = connectDatabase(url, { min: 0, max: 1 });
  try {
    await migrateToLatest(db, migrations);
    logger.info({ known: migrations.length }, 'database schema is current');
  } finally {
    await db.destroy();
  }
}

migrate().catch((error: unknown) => {
  logger.fatal({ err: error }, 'migrations failed');
  process.exit(1);
});
`;
}

// The production install sees only the component's workspace and the workspaces it depends on (transitively, by
// `dependencies`), without any devDependencies: npm installs the production dependencies of every workspace the root
// lists, whatever `-w` says, so with all of them listed each image carried every workspace's (about 420 MB, e.g.
// scripts' playwright-core in identity's image). The lockfile still pins every version; npm drops its entries for the
// workspaces left out.
const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const manifestOf = (ws) => JSON.parse(fs.readFileSync(path.join(root, ws, 'package.json'), 'utf8'));
// `services/*` expands as npm expands it (packages/topology's workspaceDirs, which this plain script cannot load).
const workspaceDirs = rootManifest.workspaces.flatMap((entry) =>
  entry.endsWith('/*')
    ? fs
        .readdirSync(path.join(root, entry.slice(0, -2)), { withFileTypes: true })
        .filter(
          (child) =>
            child.isDirectory() &&
            fs.existsSync(path.join(root, entry.slice(0, -2), child.name, 'package.json')),
        )
        .map((child) => `${entry.slice(0, -2)}/${child.name}`)
        .sort()
    : [entry],
);
const workspaceByName = new Map(workspaceDirs.map((ws) => [manifestOf(ws).name, ws]));
const needed = new Set();
for (const pending = [workspace]; pending.length > 0;) {
  const ws = pending.pop();
  if (needed.has(ws)) continue;
  needed.add(ws);
  for (const name of Object.keys(manifestOf(ws).dependencies ?? {}))
    if (workspaceByName.has(name)) pending.push(workspaceByName.get(name));
}
const withoutDevDependencies = ({ devDependencies: _dev, ...manifest }) => manifest;
const writeManifest = (file, manifest) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
};
writeManifest(path.join(manifestsDir, 'package.json'), {
  ...withoutDevDependencies(rootManifest),
  workspaces: workspaceDirs.filter((ws) => needed.has(ws)),
});
fs.copyFileSync(path.join(root, 'package-lock.json'), path.join(manifestsDir, 'package-lock.json'));
for (const ws of needed)
  writeManifest(path.join(manifestsDir, ws, 'package.json'), withoutDevDependencies(manifestOf(ws)));
fs.writeFileSync(path.join(manifestsDir, '.workspace'), workspace);
console.log(`built ${component} (${workspace}) into ${appDir}`);

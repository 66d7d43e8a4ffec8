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

const [component, outDir = '/out', root = process.cwd()] = process.argv.slice(2);
if (!component || !/^[a-z][a-z0-9-]*$/.test(component)) {
  console.error('usage: node deploy/docker/build-component.mjs <component> [outDir] [repoRoot]');
  process.exit(2);
}

/** `bff` lives at the root; every backend lives in services/<name>. */
function workspaceOf(name) {
  for (const candidate of [`services/${name}`, name]) {
    if (fs.existsSync(path.join(root, candidate, 'src/main.ts'))) return candidate;
  }
  throw new Error(`no workspace with src/main.ts for component "${name}"`);
}

const workspace = workspaceOf(component);
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
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepWorkspacesInline],
});

// npm checks the lockfile against every workspace's package.json, so all of them are copied (sources are not).
const rootManifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
for (const file of ['package.json', 'package-lock.json']) {
  fs.mkdirSync(manifestsDir, { recursive: true });
  fs.copyFileSync(path.join(root, file), path.join(manifestsDir, file));
}
for (const ws of rootManifest.workspaces) {
  fs.mkdirSync(path.join(manifestsDir, ws), { recursive: true });
  fs.copyFileSync(path.join(root, ws, 'package.json'), path.join(manifestsDir, ws, 'package.json'));
}
fs.writeFileSync(path.join(manifestsDir, '.workspace'), workspace);
console.log(`built ${component} (${workspace}) into ${appDir}`);

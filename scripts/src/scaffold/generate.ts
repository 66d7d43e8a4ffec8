import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { generateContracts } from '../protos/generate';
import { protosLayout } from '../protos/layout';
import { highestPort, SHARED_FILE_EDITS, TEMPLATE_DIR } from './edits';
import { fill, serviceNames, type Placeholders } from './names';

/** Template files end in `.tmpl`, so no tool (tsc, eslint, jest, buf) mistakes a template for code. */
const TEMPLATE_SUFFIX = '.tmpl';

function templateFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return templateFiles(full);
    return entry.name.endsWith(TEMPLATE_SUFFIX) ? [full] : [];
  });
}

/** Prettier as `npm run lint` runs it (the root's config and ignore file), so what is written passes the lint. */
function format(root: string, files: readonly string[]): void {
  const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
  const result = spawnSync(prettier, ['--write', '--ignore-unknown', '--log-level=warn', ...files], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`prettier failed:\n${result.stdout}${result.stderr}`);
}

export interface GeneratedService {
  values: Placeholders;
  /** Every file written, relative to the root. */
  created: string[];
  edited: string[];
}

/**
 * Scaffolds the backend `name` in the repository at `root` as docs/conventions.md describes it: the contract, the
 * service folder from `template/`, its registration in the shared files (workspaces, local stack, chart, skaffold,
 * compose, Prometheus, README), then the generated contracts. Ports follow the highest ones in the local stack.
 */
export function generateService(root: string, name: string): GeneratedService {
  const names = serviceNames(name);
  const serviceDir = path.join(root, 'services', name);
  const protoDir = path.join(root, 'protos', 'homeward', names.snake);
  for (const existing of [serviceDir, protoDir]) {
    if (fs.existsSync(existing)) throw new Error(`${path.relative(root, existing)} already exists`);
  }
  const stackSource = fs.readFileSync(path.join(root, 'packages/local-stack/src/homeward.ts'), 'utf8');
  if (new RegExp(`BACKENDS = \\[[^\\]]*'${name}'`).test(stackSource)) {
    throw new Error(`${name} is already a backend in packages/local-stack/src/homeward.ts`);
  }
  const values: Placeholders = {
    ...names,
    grpcPort: highestPort(stackSource, 'grpc') + 1,
    opsPort: highestPort(stackSource, 'ops') + 1,
  };

  const edits = Object.entries(SHARED_FILE_EDITS).map(
    ([file, edit]) => [file, edit(fs.readFileSync(path.join(root, file), 'utf8'), values)] as const,
  );
  const templates = templateFiles(TEMPLATE_DIR)
    .filter((file) => !file.startsWith(path.join(TEMPLATE_DIR, 'edits') + path.sep))
    .map((template) => {
      const file = fill(path.relative(TEMPLATE_DIR, template), values).slice(0, -TEMPLATE_SUFFIX.length);
      return [file, fill(fs.readFileSync(template, 'utf8'), values)] as const;
    });
  // Every edit is computed before anything is written: a failing anchor leaves the repository as it was.
  for (const [file, text] of [...templates, ...edits]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  format(
    root,
    [...templates, ...edits].map(([file]) => file),
  );
  generateContracts(protosLayout(root));
  return {
    values,
    created: templates.map(([file]) => file).sort(),
    edited: edits.map(([file]) => file),
  };
}

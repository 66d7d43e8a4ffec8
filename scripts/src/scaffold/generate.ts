import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { generateContracts } from '../protos/generate';
import { protosLayout } from '../protos/layout';
import { parseManifest } from '@homeward/topology';
import { writeGenerated } from '../topology/generate';
import { MANIFEST, nextPorts, TEMPLATE_DIR, withComponentEntry } from './edits';
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
 * service folder from `template/`, its entry in components.yaml on the next free ports, then the generated contracts
 * and every file generated from the manifest (compose, skaffold, the chart's values, the README's tables ...).
 */
export async function generateService(root: string, name: string): Promise<GeneratedService> {
  const names = serviceNames(name);
  const serviceDir = path.join(root, 'services', name);
  const protoDir = path.join(root, 'protos', 'homeward', names.snake);
  for (const existing of [serviceDir, protoDir]) {
    if (fs.existsSync(existing)) throw new Error(`${path.relative(root, existing)} already exists`);
  }
  const manifestText = fs.readFileSync(path.join(root, MANIFEST), 'utf8');
  const manifest = parseManifest(manifestText);
  if (manifest.components[name]) throw new Error(`${name} is already a component in ${MANIFEST}`);
  const values: Placeholders = { ...names, ...nextPorts(manifest) };

  // Every file is computed (and the manifest validated) before anything is written.
  const entry = [MANIFEST, withComponentEntry(manifestText, values)] as const;
  const templates = templateFiles(TEMPLATE_DIR)
    .filter((file) => !file.startsWith(path.join(TEMPLATE_DIR, 'manifest') + path.sep))
    .map((template) => {
      const file = fill(path.relative(TEMPLATE_DIR, template), values).slice(0, -TEMPLATE_SUFFIX.length);
      return [file, fill(fs.readFileSync(template, 'utf8'), values)] as const;
    });
  for (const [file, text] of [...templates, entry]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  format(
    root,
    [...templates, entry].map(([file]) => file),
  );
  generateContracts(protosLayout(root));
  const regenerated = await writeGenerated(root);
  return {
    values,
    created: templates.map(([file]) => file).sort(),
    edited: [MANIFEST, ...regenerated],
  };
}

// The one shared file a new backend is registered in: components.yaml. Everything else that lists components is
// generated from it (scripts/src/topology), so the generator adds the entry and regenerates.
import fs from 'node:fs';
import path from 'node:path';
import { parseManifest, type Manifest } from '@homeward/topology';
import { fill, type Placeholders } from './names';

export const TEMPLATE_DIR = path.join(__dirname, 'template');
export const MANIFEST = 'components.yaml';

/** The next free gRPC and ops ports: one above the highest any component uses. */
export function nextPorts(manifest: Manifest): { grpcPort: number; opsPort: number } {
  const ports = Object.values(manifest.components).map((component) => component.ports);
  return {
    grpcPort: Math.max(...ports.flatMap((port) => port.grpc ?? [])) + 1,
    opsPort: Math.max(...ports.map((port) => port.ops)) + 1,
  };
}

/**
 * components.yaml with the new service's entry before the BFF's (the services first, as everywhere), checked against
 * the schema before anything is written.
 */
export function withComponentEntry(manifestText: string, values: Placeholders): string {
  const entry = fill(
    fs.readFileSync(path.join(TEMPLATE_DIR, 'manifest', 'component-entry.yaml.tmpl'), 'utf8'),
    values,
  );
  const bff = /^ {2}bff:$/m.exec(manifestText);
  const text = bff
    ? manifestText.slice(0, bff.index) + entry + manifestText.slice(bff.index)
    : `${manifestText.trimEnd()}\n\n${entry}`;
  parseManifest(text);
  return text;
}

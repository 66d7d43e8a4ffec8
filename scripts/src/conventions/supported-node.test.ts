// One Node version everywhere: the launcher the npm scripts run through, .nvmrc, the images' base and the bundles'
// target name the same line, and the test run itself is on it (so a machine with an older Node still tests on 24).
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const majorOf = (version: string) => Number(version.replace(/^v/, '').split('.')[0]);

const pinned = /const PINNED_VERSION = '(\d+\.\d+\.\d+)'/.exec(
  read('scripts/bin/with-supported-node.cjs'),
)?.[1];
const oldest = Number(
  /const OLDEST_SUPPORTED_MAJOR = (\d+)/.exec(read('scripts/bin/with-supported-node.cjs'))?.[1],
);

describe('the supported Node', () => {
  it('is what this test run uses', () => {
    expect(majorOf(process.versions.node)).toBeGreaterThanOrEqual(oldest);
  });

  it('is named alike by .nvmrc, the Dockerfile and package.json', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(majorOf(read('.nvmrc').trim())).toBe(majorOf(pinned!));
    expect(read('Dockerfile')).toContain(`ARG NODE_IMAGE=node:${pinned}-bookworm-slim`);
    const engines = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${oldest}.12`);
  });

  it('is what the bundles are built for', () => {
    const targets = [...read('deploy/docker/build-component.mjs').matchAll(/target: 'node(\d+)'/g)];
    expect(targets.length).toBeGreaterThan(0);
    for (const [, major] of targets) expect(Number(major)).toBe(oldest);
  });

  it('is how every npm script that runs TypeScript starts it', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const [name, command] of Object.entries(scripts)) {
      if (!command.includes('scripts/src/')) continue;
      expect({ name, command }).toEqual({
        name,
        command: expect.stringMatching(/node scripts\/bin\/with-supported-node\.cjs scripts\/src\//),
      });
      expect({ name, direct: /(^|&& )tsx /.test(command) }).toEqual({ name, direct: false });
    }
  });
});

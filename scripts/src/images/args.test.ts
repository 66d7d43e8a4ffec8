import { COMPONENTS } from '@homeward/local-stack/src/bundles';
import { parseImagesArgs } from './args';
import { baseSpecOf } from './base';

const base = baseSpecOf('node:24.22.3-bookworm-slim');

describe('npm run images arguments', () => {
  it('builds and checks every component on the Dockerfile base by default', () => {
    expect(parseImagesArgs([], {}, base)).toEqual({
      components: [...COMPONENTS],
      makeBase: false,
      check: true,
      tag: 'local',
      nodeImage: 'node:24.22.3-bookworm-slim',
      healthzTimeoutSeconds: 90,
      help: false,
    });
  });

  it('takes NODE_IMAGE from the environment, with or without --make-base', () => {
    expect(parseImagesArgs([], { NODE_IMAGE: 'corp/node:24' }, base).nodeImage).toBe('corp/node:24');
    expect(parseImagesArgs(['--make-base'], { NODE_IMAGE: 'corp/node:24' }, base)).toMatchObject({
      makeBase: true,
      nodeImage: 'corp/node:24',
    });
  });

  it('tags a made base as our own, never under the official image name', () => {
    expect(parseImagesArgs(['--make-base'], {}, base).nodeImage).toBe('homeward/node-base:24.22.3');
    expect(parseImagesArgs(['--make-base'], { NODE_IMAGE: '  ' }, base).nodeImage).toBe(
      'homeward/node-base:24.22.3',
    );
    for (const NODE_IMAGE of ['node:24.22.3-bookworm-slim', 'docker.io/library/node:24'])
      expect(() => parseImagesArgs(['--make-base'], { NODE_IMAGE }, base)).toThrow(/not the official image/);
  });

  it('keeps the stack order for --only, whatever order the names come in', () => {
    expect(parseImagesArgs(['--only', 'bff,identity , tour'], {}, base).components).toEqual([
      'identity',
      'tour',
      'bff',
    ]);
  });

  it('reads --build-only, --tag and --healthz-timeout', () => {
    expect(
      parseImagesArgs(['--build-only', '--tag', 'ci-42', '--healthz-timeout', '30'], {}, base),
    ).toMatchObject({ check: false, tag: 'ci-42', healthzTimeoutSeconds: 30 });
  });

  it('refuses what it does not know, in plain words', () => {
    expect(() => parseImagesArgs(['--only', 'billing'], {}, base)).toThrow(
      /unknown component billing; known: identity/,
    );
    expect(() => parseImagesArgs(['--only', ','], {}, base)).toThrow(/\(none named\)/);
    expect(() => parseImagesArgs(['--only'], {}, base)).toThrow('--only needs a value');
    expect(() => parseImagesArgs(['--tag', '--build-only'], {}, base)).toThrow('--tag needs a value');
    expect(() => parseImagesArgs(['--tag', 'a/b'], {}, base)).toThrow(/not a Docker tag/);
    expect(() => parseImagesArgs(['--healthz-timeout', '0'], {}, base)).toThrow(/above 0/);
    expect(() => parseImagesArgs(['--healthz-timeout', '1.5'], {}, base)).toThrow(/whole number/);
    expect(() => parseImagesArgs(['--push'], {}, base)).toThrow('unknown argument "--push"');
  });
});

describe('the base the Dockerfile names', () => {
  it('gives the Node version and the Debian suite of node:<x.y.z>-<suite>[-slim]', () => {
    expect(baseSpecOf('node:24.22.3-bookworm-slim')).toEqual({
      defaultImage: 'node:24.22.3-bookworm-slim',
      nodeVersion: '24.22.3',
      suite: 'bookworm',
      localTag: 'homeward/node-base:24.22.3',
    });
    expect(baseSpecOf('node:22.12.0-trixie').suite).toBe('trixie');
  });

  it('refuses a base it cannot make', () => {
    expect(() => baseSpecOf('node:24-alpine')).toThrow(/not node:<x.y.z>-<debian suite>/);
    expect(() => baseSpecOf('corp/node:24.22.3-bookworm-slim')).toThrow(/not node:/);
  });
});

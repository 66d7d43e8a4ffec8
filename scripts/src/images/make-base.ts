// Makes the Dockerfile's base image where no image registry answers: a Debian root of the same release as the
// official `node:<version>-<suite>-slim` (debootstrap, minimal variant, from Debian's own mirror), the same Node from
// npm (`node-linux-<arch>` carries the official binary), npm itself from npm, and the `node` user (uid/gid 1000) the
// final stage switches to, laid out as the official image is (/usr/local/bin/node, /usr/local/lib/node_modules/npm).
// It is imported with `docker import`, so it has no layers of its own history; what the Dockerfile's stages run on it
// (sh, test, cat, find, cp, node, npm over HTTPS) is all there.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BaseSpec } from './base';

/** Node 24 ships npm 11; the official image carries the npm bundled with its Node. */
const NPM_SPEC = 'npm@11';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
/** What `docker run` finds on PATH in the official image. */
const IMAGE_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

function run(command: string, args: string[], options: { cwd?: string } = {}): void {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw new Error(`${command}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${result.status}`);
}

function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** `npm pack <spec>` into `into`, unpacked there without the tarball's `package/` folder. */
function unpackFromNpm(spec: string, into: string, scratch: string): void {
  const downloads = fs.mkdtempSync(path.join(scratch, 'pack-'));
  run('npm', ['pack', spec, '--silent', '--pack-destination', downloads]);
  const [tarball] = fs.readdirSync(downloads).filter((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack ${spec} wrote no tarball`);
  fs.mkdirSync(into, { recursive: true });
  run('tar', ['-xzf', path.join(downloads, tarball), '-C', into, '--strip-components=1', '--no-same-owner']);
}

function addNodeUser(rootfs: string): void {
  fs.appendFileSync(path.join(rootfs, 'etc/group'), 'node:x:1000:\n');
  fs.appendFileSync(path.join(rootfs, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
  fs.appendFileSync(path.join(rootfs, 'etc/shadow'), 'node:!:20000:0:99999:7:::\n');
  const home = path.join(rootfs, 'home/node');
  fs.mkdirSync(home, { recursive: true });
  fs.chownSync(home, 1000, 1000);
}

function installNode(rootfs: string, spec: BaseSpec, scratch: string): void {
  const pkg = path.join(scratch, 'node');
  unpackFromNpm(`node-linux-${os.arch()}@${spec.nodeVersion}`, pkg, scratch);
  for (const part of ['bin', 'include', 'share'])
    if (fs.existsSync(path.join(pkg, part)))
      fs.cpSync(path.join(pkg, part), path.join(rootfs, 'usr/local', part), { recursive: true });
  const npm = path.join(rootfs, 'usr/local/lib/node_modules/npm');
  unpackFromNpm(NPM_SPEC, npm, scratch);
  const bin = path.join(rootfs, 'usr/local/bin');
  fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(bin, 'npm'));
  fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(bin, 'npx'));
}

/** What the slim image leaves out: package indexes, downloaded .debs, documentation, manuals and translations. */
function slim(rootfs: string): void {
  const dirs = [
    'var/lib/apt/lists',
    'var/cache/apt/archives',
    'usr/share/doc',
    'usr/share/man',
    'usr/share/locale',
  ];
  for (const dir of dirs)
    for (const entry of fs.readdirSync(path.join(rootfs, dir)))
      if (entry !== 'partial' && entry !== 'lock')
        fs.rmSync(path.join(rootfs, dir, entry), { recursive: true, force: true });
  for (const dir of ['usr/local/share/doc', 'usr/local/share/man'])
    fs.rmSync(path.join(rootfs, dir), { recursive: true, force: true });
}

const LOCAL_AUTHORITIES = '/usr/local/share/ca-certificates';

/**
 * The certificate authorities this machine added to its own trust (e.g. a TLS-inspecting proxy's, without which npm
 * cannot reach the registry from inside a build), added to the base's system store the Debian way. Node trusts only
 * its bundled authorities unless told, so the image then points it at that store. Returns whether any were added.
 */
function trustLocalAuthorities(rootfs: string): boolean {
  const certificates = fs.existsSync(LOCAL_AUTHORITIES)
    ? fs.readdirSync(LOCAL_AUTHORITIES).filter((name) => name.endsWith('.crt'))
    : [];
  if (certificates.length === 0) return false;
  console.log(`[images] the base also trusts this machine's added authorities: ${certificates.join(', ')}`);
  for (const name of certificates)
    fs.copyFileSync(path.join(LOCAL_AUTHORITIES, name), path.join(rootfs, LOCAL_AUTHORITIES, name));
  run('chroot', [rootfs, 'update-ca-certificates']);
  return true;
}

function importImage(rootfs: string, spec: BaseSpec, tag: string, systemStore: boolean): void {
  const changes = [
    `ENV PATH=${IMAGE_PATH}`,
    `ENV NODE_VERSION=${spec.nodeVersion}`,
    ...(systemStore ? ['ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt'] : []),
    'CMD ["node"]',
  ].flatMap((change) => ['--change', change]);
  // Numeric owners: the root's files belong to its own users (node is 1000 there), not to names on this machine.
  const tar = `tar --numeric-owner -C "$0" -c . | docker import ${changes.map((c) => `'${c}'`).join(' ')} - "$1"`;
  run('sh', ['-c', tar, rootfs, tag]);
}

/** Fails unless the image has what the Dockerfile relies on. */
function verify(tag: string, spec: BaseSpec): void {
  const script = [
    'set -e',
    `test "$(node --version)" = "v${spec.nodeVersion}"`,
    'test "$(id -u node)" = 1000 && test "$(id -g node)" = 1000',
    'command -v npm test cat find cp >/dev/null',
    'test -s /etc/ssl/certs/ca-certificates.crt',
    // The build stage installs from the registry over HTTPS: the base must reach it.
    'npm ping --silent',
    'echo "node $(node --version), npm $(npm --version), user node $(id -u node):$(id -g node)"',
  ].join('\n');
  const out = execFileSync('docker', ['run', '--rm', tag, 'sh', '-c', script], { encoding: 'utf8' });
  console.log(`[images] ${tag}: ${out.trim()}`);
}

export function makeBase(spec: BaseSpec, tag = spec.localTag): string {
  if (process.getuid?.() !== 0)
    throw new Error('making a base needs root (debootstrap creates device files and owners)');
  if (!hasCommand('debootstrap')) throw new Error('debootstrap is missing: apt-get install debootstrap');
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-node-base-'));
  const rootfs = path.join(scratch, 'rootfs');
  try {
    console.log(`[images] making ${tag}: Debian ${spec.suite} (minbase) from ${DEBIAN_MIRROR}…`);
    run('debootstrap', ['--variant=minbase', '--include=ca-certificates', spec.suite, rootfs, DEBIAN_MIRROR]);
    console.log(
      `[images] adding Node ${spec.nodeVersion} and ${NPM_SPEC} from npm, and user node (1000:1000)…`,
    );
    installNode(rootfs, spec, scratch);
    addNodeUser(rootfs);
    const systemStore = trustLocalAuthorities(rootfs);
    slim(rootfs);
    importImage(rootfs, spec, tag, systemStore);
    verify(tag, spec);
    return tag;
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

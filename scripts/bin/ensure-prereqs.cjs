#!/usr/bin/env node
// Installs what `npm start` / `npm test` need on a fresh Debian machine before any TypeScript runs: npm packages
// (from the lockfile) and the Debian packages behind the local stack. As root it installs them; otherwise it prints
// the exact command and stops. Plain CommonJS on purpose: it must run before node_modules exists.
'use strict';
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const purpose = process.argv[2] === 'test' ? 'test' : 'start';

const debianNeeds = [
  {
    what: 'PostgreSQL 15 server binaries',
    present: () => fs.existsSync('/usr/lib/postgresql/15/bin/postgres'),
    pkg: 'postgresql-15',
  },
  { what: 'kcat (hosts the local Kafka-protocol broker)', present: () => onPath('kcat'), pkg: 'kcat' },
  ...(purpose === 'test'
    ? [
        {
          what: 'Chromium (browser end-to-end tests)',
          present: () => fs.existsSync(process.env.CHROMIUM_PATH || '/usr/bin/chromium'),
          pkg: 'chromium',
        },
      ]
    : []),
];

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function run(command, args) {
  console.log(`[prereqs] ${command} ${args.join(' ')}`);
  execFileSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function ensureDebianPackages() {
  const missing = debianNeeds.filter((need) => !need.present());
  if (missing.length === 0) return;
  const pkgs = missing.map((need) => need.pkg);
  if (process.getuid && process.getuid() !== 0) {
    console.error(`[prereqs] missing: ${missing.map((need) => need.what).join('; ')}`);
    console.error(`[prereqs] run: sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs]);
}

function lockfileChangedSinceInstall() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (!fs.existsSync(marker)) return true;
  return fs.statSync(path.join(root, 'package-lock.json')).mtimeMs > fs.statSync(marker).mtimeMs;
}

// `npm install`, not `npm ci`: with an unchanged lockfile it installs the locked versions just the same, but `npm ci`
// refuses a lockfile that lacks other platforms' optional binaries (darwin/win32 builds of @swc/core and friends),
// which registries mirroring only some platforms leave out.
function ensureNodeModules() {
  if (!lockfileChangedSinceInstall()) return;
  run('npm', ['install', '--no-audit', '--no-fund']);
}

ensureDebianPackages();
ensureNodeModules();

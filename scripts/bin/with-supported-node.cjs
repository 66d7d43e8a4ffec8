#!/usr/bin/env node
// Runs a TypeScript entry point (`with-supported-node.cjs scripts/src/start.ts [args]`) on a supported Node: the
// machine's own when it is 22 or newer, otherwise the pinned Node 24 LTS, fetched once from the npm registry (the
// `node-<platform>-<arch>` packages carry the official binaries) into .cache/node. Everything the entry point starts
// inherits it: child processes use `process.execPath`, and `node` on PATH is the same binary.
// Plain CommonJS on purpose: it runs on whatever Node the machine has, before any TypeScript.
'use strict';
const { execFileSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/** The Node every image, CI run and local stack uses; .nvmrc and the Dockerfile's NODE_IMAGE name the same. */
const PINNED_VERSION = '24.22.3';
/** Node 20 left support in April 2026; 22 and 24 are LTS lines. */
const OLDEST_SUPPORTED_MAJOR = 22;

const root = path.resolve(__dirname, '../..');

function machineNodeIsSupported() {
  return Number(process.versions.node.split('.')[0]) >= OLDEST_SUPPORTED_MAJOR;
}

function pinnedNodeBinary() {
  const dir = path.join(root, '.cache', 'node', `v${PINNED_VERSION}-${process.platform}-${process.arch}`);
  const binary = path.join(dir, 'bin', 'node');
  if (fs.existsSync(binary)) return binary;
  const pkg = `node-${process.platform}-${process.arch}@${PINNED_VERSION}`;
  console.log(
    `[node] this machine has Node ${process.versions.node}; installing Node ${PINNED_VERSION} (${pkg})`,
  );
  const download = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-node-'));
  try {
    // npm checks the tarball against the registry's integrity hash.
    execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', download], { stdio: 'inherit' });
    const [tarball] = fs.readdirSync(download).filter((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error(`npm pack ${pkg} wrote no tarball`);
    const staging = `${dir}.partial-${process.pid}`;
    fs.mkdirSync(staging, { recursive: true });
    execFileSync('tar', ['-xzf', path.join(download, tarball), '-C', staging, '--strip-components=1']);
    // Renamed into place only once whole, so an interrupted install is never mistaken for a finished one; when two
    // runs install at once, the second finds the first's copy in place and drops its own.
    try {
      fs.renameSync(staging, dir);
    } catch (error) {
      fs.rmSync(staging, { recursive: true, force: true });
      if (!fs.existsSync(binary)) throw error;
    }
  } finally {
    fs.rmSync(download, { recursive: true, force: true });
  }
  return binary;
}

function main() {
  const [entry, ...args] = process.argv.slice(2);
  if (!entry) {
    console.error('usage: with-supported-node.cjs <entry.ts> [args...]');
    process.exit(2);
  }
  const node = machineNodeIsSupported() ? process.execPath : pinnedNodeBinary();
  const env = { ...process.env, PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH ?? ''}` };
  const child = spawn(node, ['--import', 'tsx', entry, ...args], { stdio: 'inherit', env });
  // A terminal's Ctrl-C reaches the whole process group; a signal sent to this process alone is passed on, so the
  // entry point's own shutdown runs either way.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}

main();

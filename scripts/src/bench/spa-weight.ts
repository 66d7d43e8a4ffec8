// What a signed-out visitor's first page (`/`, which sends them to /auth/sign-in) downloads in JavaScript: the
// module script index.html names, and every chunk it imports statically (Vite's manifest lists them; index.html
// preloads the same set). That is the small signed-out entry (frontend/src/first-page); the full app (Mantine,
// react-query, the router, zod) is a dynamic import it makes after sign-in or for any other page, weighed apart.
// Used by the budget test and by `npm run bench`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '@homeward/local-stack/src/paths';

/**
 * Issue 26: the signed-out first page (sign-in, `/` signed out) stays under 85 kB of gzipped JavaScript (kB as Vite
 * prints them: 1,000 bytes). It weighed 231.8 kB with the whole app, 76 kB as its own entry (React and the forms).
 */
export const FIRST_PAGE_JS_BUDGET_BYTES = 85_000;

/** Issue 14's 250 kB, kept for the app's first screen: the entry plus the app it hands over to (before lazy pages). */
export const APP_JS_BUDGET_BYTES = 250_000;

/** The dynamic import that brings the full app (frontend/src/first-page/open-app.ts). */
export const APP_ENTRY = 'src/first-page/start-app.tsx';

export interface Chunk {
  /** Path inside the build, e.g. assets/react-DnnxzVzA.js. */
  file: string;
  bytes: number;
  /** gzip -9, what a compressing server or CDN sends at most. */
  gzipBytes: number;
}

export interface FirstPageWeight {
  chunks: Chunk[];
  bytes: number;
  gzipBytes: number;
}

interface ManifestEntry {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

function readManifest(distDir: string): Record<string, ManifestEntry> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file))
    throw new Error(
      `${file} is missing: the build must be made with build.manifest (frontend/vite.config.ts)`,
    );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestEntry>;
}

/** The module scripts and module preloads index.html names, as paths inside the build. */
export function scriptsNamedByIndexHtml(html: string): string[] {
  const files = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isModuleScript = /^<script\b/.test(tag) && /\btype="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /\brel="modulepreload"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) files.add(url.replace(/^\//, ''));
  }
  return [...files];
}

/** The entry's JS file and everything it imports statically, transitively (each file once). */
export function staticClosure(manifest: Record<string, ManifestEntry>, entryKey = 'index.html'): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`the manifest has no entry ${JSON.stringify(key)}`);
    files.push(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

function weigh(distDir: string, files: string[]): FirstPageWeight {
  const chunks = files.map((file) => {
    const content = fs.readFileSync(path.join(distDir, file));
    return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return {
    chunks,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  };
}

/** Weighs the first page's JavaScript in a built SPA directory. */
export function firstPageWeight(distDir: string): FirstPageWeight {
  const fromManifest = staticClosure(readManifest(distDir));
  const fromHtml = scriptsNamedByIndexHtml(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  // The browser fetches what index.html names; the manifest says what those import. Both must agree, or one of the
  // two readings is wrong and the weight cannot be trusted.
  const missing = fromManifest.filter((file) => !fromHtml.includes(file));
  const extra = fromHtml.filter((file) => !fromManifest.includes(file));
  if (missing.length > 0 || extra.length > 0)
    throw new Error(
      `index.html and the manifest disagree on the first page's scripts: not preloaded ${JSON.stringify(missing)}, ` +
        `not in the entry's imports ${JSON.stringify(extra)}`,
    );
  return weigh(distDir, fromManifest);
}

/**
 * What the first screen of the full app downloads: the first page's chunks and the app's dynamic entry with its static
 * imports (each chunk once), e.g. a signed-in visitor's `/` before its lazy home page.
 */
export function appWeight(distDir: string): FirstPageWeight {
  const manifest = readManifest(distDir);
  if (!manifest[APP_ENTRY]?.isDynamicEntry)
    throw new Error(
      `the manifest has no dynamic entry ${APP_ENTRY}: is the app still loaded by the first page?`,
    );
  const files = [...new Set([...staticClosure(manifest), ...staticClosure(manifest, APP_ENTRY)])];
  return weigh(distDir, files);
}

/** The modules a chunk was built from, read from its source map (the bundler's runtime chunk has none: no modules). */
export function chunkSources(distDir: string, file: string): string[] {
  const mapFile = path.join(distDir, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  return (JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { sources: string[] }).sources;
}

const FRONTEND = path.join(REPO_ROOT, 'frontend');

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

/**
 * frontend/dist, rebuilt first unless it is newer than the sources (`npm test` has just built it). Built for
 * production whoever asks: under jest NODE_ENV is `test`, and Vite would bundle React's development build, which is
 * 60 kB heavier than what visitors get.
 */
export function currentSpaBuild(): string {
  const dist = path.join(FRONTEND, 'dist');
  const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
  const sources = Math.max(
    ...['src', 'index.html', 'vite.config.ts', 'package.json'].map((name) =>
      newestMtime(path.join(FRONTEND, name)),
    ),
  );
  const distBuiltAt = Math.min(
    builtAt(path.join(dist, 'index.html')),
    builtAt(path.join(dist, '.vite', 'manifest.json')),
  );
  if (distBuiltAt >= sources) return dist;
  console.log('[spa-weight] frontend/dist is missing or older than the sources: building it…');
  execFileSync('npm', ['run', 'build', '-w', 'frontend', '--silent'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return dist;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

// Scenario "SPA, signed out": Lighthouse (performance and accessibility, its default mobile profile with simulated
// throttling) on `/` and `/auth/sign-in` of the production build, in the machine's own Chromium (never a downloaded
// one), beside the first page's JavaScript weighed from the build (spa-weight.ts) against its budget (the signed-out
// entry), and the app's first screen (the entry plus the app it hands over to) against issue 14's 250 kB.
// The bench stack's BFF serves no SPA and nothing in front of it compresses yet, so the build is served here the way
// the BFF serves it (files, index.html for client routes), gzipped as a CDN or ingress would, with /api passed to the
// stack's BFF so the pages ask the real API whether anyone is signed in.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  APP_JS_BUDGET_BYTES,
  appWeight,
  currentSpaBuild,
  FIRST_PAGE_JS_BUDGET_BYTES,
  firstPageWeight,
  formatKb,
} from '../spa-weight';
import { lighthouseScoreName } from '../report-goals';
import type { BenchStack } from '../stack';
import type { ScenarioResult } from './properties-list';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/auth/sign-in'];
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface PageFigures {
  page: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** JavaScript the page transferred (gzipped here) until the network went quiet, prefetches included. */
  scriptBytes: number;
}

function serveSpa(dist: string, apiOrigin: string): Promise<http.Server> {
  const root = path.resolve(dist);
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://spa');
    if (url.pathname.startsWith('/api/')) {
      const upstream = http.request(
        new URL(url.pathname + url.search, apiOrigin),
        { method: request.method, headers: { ...request.headers, host: new URL(apiOrigin).host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.writeHead(502).end());
      request.pipe(upstream);
      return;
    }
    const file = path.join(root, path.normalize(decodeURIComponent(url.pathname)));
    const isFile = file.startsWith(root + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
    if (!isFile && path.extname(url.pathname) !== '') {
      response.writeHead(404).end();
      return;
    }
    const served = isFile ? file : path.join(root, 'index.html');
    const body = gzipSync(fs.readFileSync(served), { level: 9 });
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
      'Content-Encoding': 'gzip',
      'Cache-Control': served.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000'
        : 'no-cache',
    });
    response.end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

interface Audit {
  numericValue?: number;
  details?: { items?: { resourceType?: string; transferSize?: number }[] };
}

async function audit(url: string): Promise<Omit<PageFigures, 'page'>> {
  // Lighthouse and chrome-launcher are ES modules only.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits as Record<string, Audit>;
    const value = (id: string) => {
      const number = audits[id]?.numericValue;
      if (number === undefined) throw new Error(`Lighthouse on ${url} has no figure for ${id}`);
      return number;
    };
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
    const scripts = audits['resource-summary']?.details?.items?.find(
      (item) => item.resourceType === 'script',
    );
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      scriptBytes: scripts?.transferSize ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

export function formatLighthouse(
  figures: readonly PageFigures[],
  firstPageGzipBytes: number,
  appGzipBytes: number,
): string {
  const header = ['page', 'perf', 'a11y', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS transferred'];
  const rows = figures.map((page) => [
    page.page,
    String(page.performance),
    String(page.accessibility),
    page.fcpMs.toFixed(0),
    page.lcpMs.toFixed(0),
    page.tbtMs.toFixed(0),
    page.cls.toFixed(3),
    formatKb(page.scriptBytes),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [
    line(header),
    ...rows.map(line),
    `first page's JS from the build: ${formatKb(firstPageGzipBytes)} gzipped, ` +
      `budget ${formatKb(FIRST_PAGE_JS_BUDGET_BYTES)}; with the app's first screen ${formatKb(appGzipBytes)}, ` +
      `budget ${formatKb(APP_JS_BUDGET_BYTES)}`,
  ].join('\n');
}

export async function runSpaLighthouse(stack: BenchStack): Promise<ScenarioResult> {
  const dist = currentSpaBuild();
  const weight = firstPageWeight(dist);
  const app = appWeight(dist);
  const server = await serveSpa(dist, stack.appUrl);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const figures: PageFigures[] = [];
  try {
    for (const page of PAGES) {
      console.log(`[bench] Lighthouse on ${page} (signed out)…`);
      figures.push({ page, ...(await audit(origin + page)) });
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  console.log(`\n${formatLighthouse(figures, weight.gzipBytes, app.gzipBytes)}\n`);
  const overBudget = weight.gzipBytes > FIRST_PAGE_JS_BUDGET_BYTES;
  const appOverBudget = app.gzipBytes > APP_JS_BUDGET_BYTES;
  return {
    measurements: [],
    comparisons: [],
    scores: figures.map((page) => ({ name: lighthouseScoreName(page.page), value: page.performance })),
    notes: [
      `SPA first page (signed out): ${formatKb(weight.gzipBytes)} of gzipped JS (${weight.chunks.length} chunks), ` +
        `budget ${formatKb(FIRST_PAGE_JS_BUDGET_BYTES)}${overBudget ? ' — OVER BUDGET' : ''}`,
      `SPA app's first screen (first page + the app it hands over to): ${formatKb(app.gzipBytes)} of gzipped JS ` +
        `(${app.chunks.length} chunks), budget ${formatKb(APP_JS_BUDGET_BYTES)}${appOverBudget ? ' — OVER BUDGET' : ''}`,
      ...figures.map(
        (page) =>
          `Lighthouse ${page.page}: performance ${page.performance}, accessibility ${page.accessibility}, ` +
          `FCP ${page.fcpMs.toFixed(0)} ms, LCP ${page.lcpMs.toFixed(0)} ms, TBT ${page.tbtMs.toFixed(0)} ms, ` +
          `CLS ${page.cls.toFixed(3)}, JS transferred ${formatKb(page.scriptBytes)}`,
      ),
      'Lighthouse: default mobile profile (simulated slow 4G, 4x CPU slowdown), the machine’s Chromium headless; the ' +
        'SPA build served gzipped from this process with /api proxied to the bench BFF',
    ],
  };
}

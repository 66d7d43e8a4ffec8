import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  APP_JS_BUDGET_BYTES,
  appWeight,
  chunkSources,
  currentSpaBuild,
  FIRST_PAGE_JS_BUDGET_BYTES,
  firstPageWeight,
  formatKb,
  scriptsNamedByIndexHtml,
  staticClosure,
} from './spa-weight';

describe('reading a build', () => {
  it('follows the entry through its static imports once each, not into lazily loaded chunks', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_ui.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_ui.js': { file: 'assets/ui.js', imports: ['_react.js'] },
      'src/Editor.tsx': { file: 'assets/Editor.js', imports: ['_ui.js'] },
    };
    expect(staticClosure(manifest)).toEqual(['assets/index.js', 'assets/react.js', 'assets/ui.js']);
    expect(staticClosure(manifest, 'src/Editor.tsx')).toEqual([
      'assets/Editor.js',
      'assets/ui.js',
      'assets/react.js',
    ]);
  });

  it('takes module scripts and module preloads from index.html, not stylesheets or icons', () => {
    const html = `<link rel="icon" href="/favicon.svg" />
      <script type="module" crossorigin src="/assets/index.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/react.js">
      <link rel="stylesheet" crossorigin href="/assets/index.css">`;
    expect(scriptsNamedByIndexHtml(html)).toEqual(['assets/index.js', 'assets/react.js']);
  });

  it('refuses to weigh a build whose index.html loads a chunk the manifest does not list', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-weight-'));
    try {
      fs.mkdirSync(path.join(dir, '.vite'));
      fs.mkdirSync(path.join(dir, 'assets'));
      fs.writeFileSync(path.join(dir, 'assets', 'index.js'), 'console.log(1)');
      fs.writeFileSync(
        path.join(dir, '.vite', 'manifest.json'),
        JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
      );
      fs.writeFileSync(
        path.join(dir, 'index.html'),
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/x.js">',
      );
      expect(() => firstPageWeight(dir)).toThrow(/not in the entry's imports \["assets\/x.js"\]/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the signed-out first page's JavaScript (built SPA)", () => {
  let dist: string;
  // Instant after `npm test`'s frontend build step; a build of its own (a minute on a busy machine) otherwise.
  beforeAll(() => {
    dist = currentSpaBuild();
  }, 300_000);

  it(`stays within ${formatKb(FIRST_PAGE_JS_BUDGET_BYTES)} gzipped`, () => {
    const weight = firstPageWeight(dist);
    const listing = weight.chunks.map((chunk) => `${chunk.file} ${formatKb(chunk.gzipBytes)}`).join(', ');
    if (weight.gzipBytes > FIRST_PAGE_JS_BUDGET_BYTES)
      throw new Error(
        `the first page loads ${formatKb(weight.gzipBytes)} of gzipped JavaScript, over the ` +
          `${formatKb(FIRST_PAGE_JS_BUDGET_BYTES)} budget: ${listing}`,
      );
    expect(weight.gzipBytes).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET_BYTES);
  });

  it('leaves the editors, the report, the guided tour and the heavy libraries to the pages that use them', () => {
    const onFirstPage = firstPageWeight(dist).chunks.flatMap((chunk) => chunkSources(dist, chunk.file));
    const lazy = [
      /node_modules\/driver\.js\//,
      /node_modules\/dayjs\//,
      /node_modules\/@mantine\/(dates|dropzone)\//,
      /node_modules\/@stripe\//,
      /src\/features\/documents\//,
      /src\/features\/home-inspection\//,
      /src\/features\/guided-tour\//,
      /src\/features\/properties\//,
      /src\/features\/settings\//,
      /src\/features\/purchase-guide\//,
    ];
    expect(onFirstPage.filter((source) => lazy.some((pattern) => pattern.test(source)))).toEqual([]);
    // The reading itself works: the first page is built from React and the signed-out entry's sign-in page.
    expect(onFirstPage.some((source) => /node_modules\/react-dom\//.test(source))).toBe(true);
    expect(onFirstPage.some((source) => /src\/first-page\/SignedOutAuth\.tsx$/.test(source))).toBe(true);
  });

  it('draws sign-in before the component library, the query cache, the router or zod have loaded', () => {
    const onFirstPage = firstPageWeight(dist).chunks.flatMap((chunk) => chunkSources(dist, chunk.file));
    const theApp = [
      /node_modules\/@mantine\//,
      /node_modules\/@tanstack\//,
      /node_modules\/react-router/,
      /node_modules\/zod\//,
      /src\/app\/(router|providers|api-client)\.tsx?$/,
      /src\/features\/auth\/AuthPage\.tsx$/,
    ];
    expect(onFirstPage.filter((source) => theApp.some((pattern) => pattern.test(source)))).toEqual([]);
  });
});

describe("the app's first screen (built SPA)", () => {
  let dist: string;
  beforeAll(() => {
    dist = currentSpaBuild();
  }, 300_000);

  it(`stays within ${formatKb(APP_JS_BUDGET_BYTES)} gzipped with the first page, and brings the app's sign-in`, () => {
    const weight = appWeight(dist);
    const listing = weight.chunks.map((chunk) => `${chunk.file} ${formatKb(chunk.gzipBytes)}`).join(', ');
    if (weight.gzipBytes > APP_JS_BUDGET_BYTES)
      throw new Error(
        `the app's first screen loads ${formatKb(weight.gzipBytes)} of gzipped JavaScript, over the ` +
          `${formatKb(APP_JS_BUDGET_BYTES)} budget: ${listing}`,
      );
    const sources = weight.chunks.flatMap((chunk) => chunkSources(dist, chunk.file));
    expect(sources.some((source) => /src\/features\/auth\/AuthPage\.tsx$/.test(source))).toBe(true);
    expect(sources.some((source) => /node_modules\/@mantine\/core\//.test(source))).toBe(true);
    // The editors and the other signed-in pages stay lazy behind it.
    expect(
      sources.filter((source) => /src\/features\/(documents|home-inspection|guided-tour)\//.test(source)),
    ).toEqual([]);
    expect(weight.gzipBytes).toBeLessThanOrEqual(APP_JS_BUDGET_BYTES);
  });
});

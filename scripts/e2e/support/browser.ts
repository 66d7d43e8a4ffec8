import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { withDiagnostics, type TestStack } from './stack';

/**
 * The machine's own Chromium (never a downloaded build), headless. QUIC, sync, component updates and background
 * networking are off so the browser talks to nothing but the app under test.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// Playwright's own waits; each must fit well inside jest's per-test timeout.
export const UI_TIMEOUT_MS = 15_000;

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Runs a test body; on failure saves a screenshot next to the stack's logs (which the stack then keeps). */
  run(body: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * One browser, one page on the stack's app, desktop-sized (wider than 1280 px, so cards show up to 40 characters of
 * an address), with Playwright's waits bounded.
 */
export async function openBrowserSession(stack: TestStack, name: string): Promise<BrowserSession> {
  const browser = await launchChromium();
  const context = await browser.newContext({ baseURL: stack.appUrl, viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    async run(body) {
      try {
        await withDiagnostics(stack, body);
      } catch (error) {
        const file = path.join(stack.logDir, `${name}-failure.png`);
        await page.screenshot({ path: file, fullPage: true }).then(
          () => console.error(`[e2e] ${name}: screenshot of ${page.url()} in ${file}`),
          () => undefined,
        );
        throw error;
      }
    },
    close: () => browser.close(),
  };
}

import { chromium, type Browser } from 'playwright-core';

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

import type { Page } from 'playwright-core';

export interface SeenText {
  text: string;
  /** The page's clock (ms) when it was shown. */
  at: number;
}

export interface TextWatch {
  /** Each time one of the texts was shown, in order; a text shown again right after itself counts once. */
  seen(): Promise<SeenText[]>;
}

const KEY = '__homewardSeenTexts';

// Runs in the page. Kept as source text: this workspace type-checks against Node's globals, not the DOM's.
const OBSERVER_SOURCE = `(key, wanted) => {
  const seen = [];
  window[key] = seen;
  const note = (value) => {
    const text = (value ?? '').trim();
    if (wanted.includes(text) && seen.at(-1)?.text !== text) seen.push({ text, at: Date.now() });
  };
  const scan = (node) => {
    if (node.nodeType === Node.TEXT_NODE) return note(node.nodeValue);
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) note(text.nodeValue);
  };
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') note(record.target.nodeValue);
      else record.addedNodes.forEach(scan);
    }
  }).observe(document.body, { subtree: true, childList: true, characterData: true });
  scan(document.body);
}`;

/**
 * Notes, from inside the page, every moment a text node starts to read exactly one of `texts`. Polling from the test
 * would miss a text shown for less than a poll; a MutationObserver sees every change. It lives as long as the
 * document, i.e. across the SPA's own navigations but not a reload.
 */
export async function watchTexts(page: Page, texts: readonly string[]): Promise<TextWatch> {
  await page.evaluate(`(${OBSERVER_SOURCE})(${JSON.stringify(KEY)}, ${JSON.stringify(texts)})`);
  return {
    seen: async () => (await page.evaluate(`window[${JSON.stringify(KEY)}] ?? []`)) as SeenText[],
  };
}

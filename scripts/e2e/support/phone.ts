import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/** An iPhone 14/15-sized screen: what a buyer holds in front of the house. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/** WCAG 2.2's minimum target size (2.5.8, AA): a control smaller than this is hard to hit with a finger. */
export const MIN_TAP_TARGET_PX = 24;

export async function newPhoneContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
}

export interface Overflow {
  scrollWidth: number;
  /** The elements reaching past the right edge of the screen (outermost first), for the failure message. */
  offenders: string[];
}

// Runs in the page: how wide the document is, and which elements stick out (skipping children of one that does).
const MEASURE = `(() => {
  const width = document.documentElement.clientWidth;
  const offenders = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.right <= width + 1) continue;
    if (offenders.some((outer) => outer.element.contains(element))) continue;
    let clipped = false;
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const overflowX = getComputedStyle(parent).overflowX;
      if (overflowX !== 'visible' && parent.getBoundingClientRect().right <= width + 1) { clipped = true; break; }
    }
    if (clipped) continue;
    const name = element.tagName.toLowerCase() + (element.id ? '#' + element.id : '') +
      (typeof element.className === 'string' && element.className ? '.' + element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '');
    const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
    offenders.push({ element, description: name + ' right=' + Math.round(box.right) + ' "' + text + '"' });
  }
  return { scrollWidth: document.documentElement.scrollWidth, offenders: offenders.slice(0, 8).map((o) => o.description) };
})()`;

export async function measureOverflow(page: Page): Promise<Overflow> {
  return (await page.evaluate(MEASURE)) as Overflow;
}

/**
 * Checks many views of one phone session and reports all of them at the end: a view whose document is wider than
 * the screen (horizontal scrolling), or a key control that is hidden, off screen or too small to tap.
 */
export class PhoneAudit {
  readonly problems: string[] = [];
  readonly checked: string[] = [];

  constructor(private readonly page: Page) {}

  async check(view: string, controls: Locator[] = []): Promise<void> {
    this.checked.push(view);
    // Let a modal or popover finish opening before measuring it.
    await this.page.waitForTimeout(400);
    const shots = process.env.HOMEWARD_E2E_PHONE_SHOTS;
    if (shots)
      await this.page.screenshot({
        path: `${shots}/${view.replace(/[^a-z0-9]+/gi, '-')}.png`,
        fullPage: true,
      });
    const overflow = await measureOverflow(this.page);
    if (overflow.scrollWidth > PHONE_VIEWPORT.width)
      this.problems.push(
        `${view}: the page is ${overflow.scrollWidth}px wide (scrolls sideways on a ${PHONE_VIEWPORT.width}px screen)\n` +
          overflow.offenders.map((offender) => `    ${offender}`).join('\n'),
      );
    for (const control of controls) {
      const problem = await tapProblem(control);
      if (problem) this.problems.push(`${view}: ${problem}`);
    }
  }

  expectClean(): void {
    if (this.problems.length > 0)
      throw new Error(
        `not usable on a phone (${this.problems.length} problems):\n${this.problems.join('\n')}`,
      );
  }
}

// Runs on the control: whether a 24 px square centred on it overlaps another control (WCAG 2.5.8's spacing rule,
// under which a smaller target is still fine when nothing else is that close).
const CROWDED = `(control, size) => {
  const box = control.getBoundingClientRect();
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const square = { left: cx - size / 2, right: cx + size / 2, top: cy - size / 2, bottom: cy + size / 2 };
  const others = document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]');
  return Array.from(others).some((other) => {
    if (other === control || other.contains(control) || control.contains(other)) return false;
    const near = other.getBoundingClientRect();
    if (near.width === 0 || near.height === 0) return false;
    return near.left < square.right && near.right > square.left && near.top < square.bottom && near.bottom > square.top;
  });
}`;

// Runs on the control: whether its label is cut off (a squeezed button hides the end of its words).
const CUT_OFF = `(control) => [control, ...control.querySelectorAll('*')].some((element) => {
  const overflowX = getComputedStyle(element).overflowX;
  return (overflowX === 'hidden' || overflowX === 'clip') && element.scrollWidth > element.clientWidth + 1;
})`;

/** Why a control cannot be tapped on the phone's screen, or null when it can. */
export async function tapProblem(control: Locator): Promise<string | null> {
  const name = control.toString();
  if (!(await control.isVisible())) return `${name} is not visible`;
  const box = await control.boundingBox();
  if (!box) return `${name} has no box`;
  if (box.x < 0 || box.x + box.width > PHONE_VIEWPORT.width + 1)
    return `${name} is off screen (x ${Math.round(box.x)}, width ${Math.round(box.width)})`;
  if (await control.evaluate(CUT_OFF))
    return `${name} has its label cut off (${Math.round(box.width)}px wide)`;
  const small = box.width < MIN_TAP_TARGET_PX || box.height < MIN_TAP_TARGET_PX;
  if (small && (await control.evaluate(CROWDED, MIN_TAP_TARGET_PX)))
    return `${name} is ${Math.round(box.width)}x${Math.round(box.height)}px, under ${MIN_TAP_TARGET_PX}px, with another control within reach`;
  return null;
}

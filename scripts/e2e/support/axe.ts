import axe from 'axe-core';
import type { Page } from 'playwright-core';

// The rules of WCAG 2.0 and 2.1, levels A and AA (axe's tags), which is what issue 12 promises.
export const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

export interface AxeCheckOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog; the whole document by default. */
  include?: string;
}

// Animations (a modal fading in) make axe read half-transparent colours as a contrast failure: wait until none is
// running or about to run, for a tenth of a second and at least three frames in a row (a dialog's transition starts
// a frame or two after it mounts, so one look at getAnimations() can come before it), but never for an endless one
// (a loader's spinner). The cap only keeps a page that never settles from hanging the file; the check runs anyway.
const SETTLE_ANIMATIONS = `new Promise((resolve) => {
  const deadline = performance.now() + 10000;
  let quietSince = null;
  let quietFrames = 0;
  const tick = (now) => {
    const moving = document.getAnimations().some((animation) =>
      (animation.pending || animation.playState === 'running') &&
      animation.effect?.getTiming().iterations !== Infinity);
    if (moving) {
      quietSince = null;
      quietFrames = 0;
    } else {
      quietSince = quietSince ?? now;
      quietFrames += 1;
    }
    if ((quietFrames >= 3 && now - quietSince >= 100) || now > deadline) resolve(undefined);
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

function runAxeSource(options: AxeCheckOptions): string {
  const context = options.include ? JSON.stringify({ include: [options.include] }) : 'document';
  const runOptions = { runOnly: { type: 'tag', values: WCAG_21_AA_TAGS }, resultTypes: ['violations'] };
  // The page's own copy of axe (injected below); results come back as plain JSON.
  return `window.axe.run(${context}, ${JSON.stringify(runOptions)}).then((results) =>
    results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map((part) => Array.isArray(part) ? part.join(' >>> ') : part).join(' '),
        summary: (node.failureSummary ?? '').replace(/\\s+/g, ' ').trim(),
      })),
    })))`;
}

/**
 * Runs axe-core's WCAG 2.0/2.1 A and AA rules in the page as it is now (after its animations) and returns the
 * violations. axe is injected into the document once; an SPA navigation keeps it, a reload injects it again.
 */
export async function axeViolations(page: Page, options: AxeCheckOptions = {}): Promise<AxeViolation[]> {
  const present = await page.evaluate('typeof window.axe === "object"');
  // Evaluated over the DevTools protocol, which the app's Content-Security-Policy (no inline scripts) does not apply to.
  if (!present) await page.evaluate(axe.source);
  await page.evaluate(SETTLE_ANIMATIONS);
  return (await page.evaluate(runAxeSource(options))) as AxeViolation[];
}

/** One readable block per violation: the rule, its impact and help, and each offending element with why. */
export function describeViolations(view: string, violations: readonly AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${view}: ${violation.rule} (${violation.impact}): ${violation.help} [${violation.helpUrl}]`,
        ...violation.nodes.map((node) => `    ${node.target}\n      ${node.summary}`),
      ].join('\n'),
    )
    .join('\n');
}

/** Fails with every violation listed (rule, impact, the elements' selectors and what is wrong with each). */
export async function expectNoAxeViolations(
  page: Page,
  view: string,
  options: AxeCheckOptions = {},
): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length > 0)
    throw new Error(
      `accessibility violations (WCAG 2.1 AA) on ${view}:\n${describeViolations(view, violations)}`,
    );
}

/**
 * Checks many views in one test and reports all of them at the end, so one run of the slow browser test shows every
 * view's violations rather than the first view's only.
 */
export class AxeAudit {
  private readonly found: { view: string; violations: AxeViolation[] }[] = [];
  readonly checked: string[] = [];

  constructor(private readonly page: Page) {}

  async check(view: string, options: AxeCheckOptions = {}): Promise<void> {
    const violations = await axeViolations(this.page, options);
    this.checked.push(view);
    if (violations.length > 0) this.found.push({ view, violations });
  }

  /** Throws with every view's violations, counted per rule, when any view had one. */
  expectClean(): void {
    if (this.found.length === 0) return;
    const perRule = new Map<string, number>();
    for (const { violations } of this.found)
      for (const violation of violations)
        perRule.set(violation.rule, (perRule.get(violation.rule) ?? 0) + violation.nodes.length);
    const counts = [...perRule].map(([rule, count]) => `${rule}: ${count}`).join(', ');
    const details = this.found.map(({ view, violations }) => describeViolations(view, violations)).join('\n');
    throw new Error(
      `accessibility violations (WCAG 2.1 AA) on ${this.found.length} of ${this.checked.length} views ` +
        `(elements per rule: ${counts}):\n${details}`,
    );
  }
}

// Issue 12's phones in a real Chromium at 390x844 (touch, mobile) against the whole stack: a buyer in front of the
// house uses the home page, the property list and page, the tools, the tour modal (both steps), the notification
// centre, the purchase guide, settings, the sample and the inspection report page, and none of them scrolls
// sideways or hides a key control; only the two document editors still send a phone to /mobile-device.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { internachiDenverBungalow, toPdf } from '@homeward/inspection-reports';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { launchChromium, UI_TIMEOUT_MS } from './support/browser';
import { uploadReport, waitForAnalysis, type HomeInspectionJson } from './support/home-inspections';
import { newPhoneContext, PhoneAudit, tapProblem } from './support/phone';
import { activate, createDraft, type PropertyJson } from './support/properties';
import { signInThroughForm } from './support/sign-in';
import { sharedTestStack } from './support/shared-stack';
import { withDiagnostics, type TestStack } from './support/stack';
import { unlockWithTestCard } from './support/unlock';

// One of the demo dataset's homes (services/property/src/providers/demo-listings.ts): listed, with photos.
const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';
// inspection.uploaded -> job -> extraction -> offline engine, on a shared 2-core machine.
const ANALYSIS_TIMEOUT_MS = 120_000;

let stack: TestStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let buyer: TestUser;
let property: PropertyJson;
let report: HomeInspectionJson;

beforeAll(async () => {
  stack = await sharedTestStack();
  await withDiagnostics(stack, async () => {
    // Its guided tour ends at sign-up (the default), so its overlay does not sit over the pages tapped through.
    buyer = await signUpVerifiedUser(stack, 'phone-buyer');
    property = await activate(buyer.client, (await createDraft(buyer.client, ADDRESS)).id);
    await unlockWithTestCard(buyer.client, property.id);
    // Analyzed while the first views are checked; the report page's test waits for it.
    report = await uploadReport(
      buyer.client,
      property.id,
      `${internachiDenverBungalow.name}.pdf`,
      await toPdf(internachiDenverBungalow),
    );
  });
  browser = await launchChromium();
  context = await newPhoneContext(browser, stack.appUrl);
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  page = await context.newPage();
  await run('sign-in', () => signInThroughForm(page, buyer));
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A test body; on failure a full-page screenshot lands beside the stack's logs (which are then kept). */
async function run(name: string, body: () => Promise<void>): Promise<void> {
  try {
    await withDiagnostics(stack, body);
  } catch (error) {
    const file = `${stack.logDir}/phone-${name}-failure.png`;
    await page?.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`[e2e] phone ${name}: screenshot of ${page?.url()} in ${file}`);
    throw error;
  }
}

async function expectTappable(...controls: Parameters<typeof tapProblem>[0][]): Promise<void> {
  for (const control of controls) {
    const problem = await tapProblem(control);
    if (problem) throw new Error(problem);
  }
}

const header = () => page.getByRole('banner');

test('the header, home page, list, property page, settings and sample fit a 390 px screen', async () => {
  await run('pages', async () => {
    const audit = new PhoneAudit(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await audit.check('home page', [
      header().getByRole('link', { name: 'Homeward home' }),
      header().getByRole('button', { name: 'Purchase guide' }),
      header().getByRole('button', { name: /^Notifications/ }),
      header().getByRole('button', { name: 'User menu' }),
      page.getByRole('searchbox', { name: 'Search for properties' }),
    ]);

    await page.goto('/properties');
    const card = page.getByRole('article', { name: /1423 Maple Ridge/ });
    await card.waitFor();
    await audit.check('property list', [
      card.getByRole('button', { name: 'Tools' }),
      card.getByRole('button', { name: /^Actions for/ }),
    ]);

    await card.getByRole('link', { name: /1423 Maple Ridge/ }).tap();
    await page.getByRole('heading', { level: 1, name: ADDRESS }).waitFor();
    await audit.check('property page', [
      page.getByRole('button', { name: 'Tools' }),
      page.getByRole('link', { name: 'All properties' }),
    ]);

    await page.goto('/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await audit.check('settings', [page.getByRole('button', { name: /^Save/ })]);

    await page.goto('/properties/sample');
    await page.getByText("You're looking at a sample property").waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await audit.check('sample page', [
      page.getByRole('button', { name: 'Tools' }),
      page.getByRole('button', { name: 'Back' }),
    ]);
    audit.expectClean();
  });
});

test('the tools, the tour modal (both steps), the notification centre and the purchase guide fit', async () => {
  await run('dialogs', async () => {
    const audit = new PhoneAudit(page);
    await page.goto(`/properties/${property.id}`);
    await page.getByRole('heading', { level: 1, name: ADDRESS }).waitFor();

    await page.getByRole('button', { name: 'Tools' }).tap();
    const tools = page.getByRole('dialog', { name: ADDRESS });
    await tools.waitFor();
    const scheduleTour = tools.getByRole('group', { name: 'Schedule tour' }).getByRole('button');
    await audit.check('tools modal', [
      scheduleTour,
      tools.getByRole('group', { name: 'Offer letter' }).getByRole('link', { name: 'Create' }),
      tools.getByRole('group', { name: 'Home inspection' }).getByRole('link', { name: 'View Report' }),
    ]);

    await scheduleTour.tap();
    const tour = page.getByRole('dialog', { name: 'Schedule a tour' });
    await tour.waitFor();
    await audit.check('tour modal, times', [
      tour.getByLabel('Date').first(),
      tour.getByLabel('Time').first(),
      tour.getByRole('button', { name: 'Add another time' }),
      tour.getByRole('button', { name: 'Next' }),
    ]);
    await tour.getByRole('button', { name: 'Add another time' }).tap();
    await tour.getByRole('button', { name: 'Add another time' }).tap();
    await audit.check('tour modal, three times', [tour.getByRole('button', { name: 'Remove time slot 3' })]);
    await tour.getByRole('button', { name: 'Next' }).tap();
    await tour.getByLabel('Phone number').waitFor();
    await audit.check('tour modal, contact', [
      tour.getByLabel('Phone number'),
      tour.getByRole('button', { name: 'Back' }),
      tour.getByRole('button', { name: 'Schedule tour' }),
    ]);
    await page.keyboard.press('Escape');
    await tour.waitFor({ state: 'hidden' });

    await header()
      .getByRole('button', { name: /^Notifications/ })
      .tap();
    const notices = page.getByRole('dialog', { name: 'Notifications' });
    await notices.waitFor();
    await audit.check('notification centre', []);
    await header()
      .getByRole('button', { name: /^Notifications/ })
      .tap();
    await notices.waitFor({ state: 'hidden' });

    await header().getByRole('button', { name: 'User menu' }).tap();
    const settings = page.getByRole('menuitem', { name: 'Settings' });
    await audit.check('user menu', [settings, page.getByRole('menuitem', { name: 'Log out' })]);
    await page.keyboard.press('Escape');

    await header().getByRole('button', { name: 'Purchase guide' }).tap();
    const guide = page.getByRole('dialog', { name: 'How does it work?' });
    await guide.waitFor();
    await audit.check('purchase guide', []);
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });

    await page.goto('/properties/sample');
    await page.getByRole('button', { name: 'Tools' }).tap();
    const sampleTools = page.getByRole('dialog', { name: /Sample Ave/ });
    await sampleTools.waitFor();
    await audit.check('sample tools', [
      sampleTools.getByRole('group', { name: 'Schedule tour' }).getByRole('button'),
    ]);
    audit.expectClean();
  });
});

test('the inspection report page fits', async () => {
  await run('report', async () => {
    await waitForAnalysis(buyer.client, report.id, ANALYSIS_TIMEOUT_MS);
    const audit = new PhoneAudit(page);
    const query = new URLSearchParams({ property: property.id, home_inspection_id: report.id });
    await page.goto(`/properties/home-inspection?${query}`);
    await page.getByRole('heading', { name: 'Detailed Findings' }).waitFor({ timeout: 60_000 });
    await audit.check('inspection report', [
      page.getByRole('button', { name: 'Report Summary' }),
      page.getByRole('tab').first(),
      page.getByRole('tab').last(),
    ]);
    audit.expectClean();
    await page.getByRole('button', { name: 'Report Summary' }).tap();
    const summary = page.getByRole('dialog', { name: 'Report Summary' });
    await summary.waitFor();
    await audit.check('report summary', [summary.getByRole('button', { name: 'Download as PDF' })]);
    audit.expectClean();
  });
}, 180_000);

test('the public tour confirmation page fits', async () => {
  await run('tour-confirm', async () => {
    const audit = new PhoneAudit(page);
    await page.goto(`/tours/confirm?token=${encodeURIComponent('forged.token')}`);
    await page.getByRole('heading', { name: 'This link is not valid' }).waitFor();
    await audit.check('tour confirmation');
    audit.expectClean();
  });
});

test.each(['property-offer-letter', 'purchase-agreement'])(
  'the %s editor still sends a phone to /mobile-device',
  async (editor) => {
    await run(`editor-${editor}`, async () => {
      await page.goto(`/properties/${editor}?property=${property.id}`);
      await page.waitForURL((url) => url.pathname === '/mobile-device');
      await page.getByRole('heading', { name: 'Documents work best on a larger screen' }).waitFor();
      const back = page.getByRole('link', { name: 'Back to my properties' });
      await expectTappable(back);
      await back.tap();
      await page.waitForURL((url) => url.pathname === '/properties');
    });
  },
);

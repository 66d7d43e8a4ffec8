// A buyer's first visit in a real Chromium against the BFF serving the built SPA: sign up, verify by the e-mailed
// link, sign in, add a property through the preview and see it in the list and on its page.
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { openBrowserSession, type BrowserSession } from './support/browser';
import { SHARED_STACK_HOOK_TIMEOUT_MS, sharedTestStack } from './support/shared-stack';
import { type TestStack } from './support/stack';

const ADDRESS = '42 Wallaby Way, Austin, TX 78701';

let stack: TestStack;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  stack = await sharedTestStack();
  session = await openBrowserSession(stack, 'browser');
  page = session.page;
}, SHARED_STACK_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

it('signs up, verifies, signs in and adds a property through the UI', () =>
  session.run(async () => {
    const email = uniqueEmail('browser-buyer');

    await page.goto('/auth/sign-up');
    await page.getByLabel('Name').fill('Pat Browser');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Check your email!' }));

    // The link opens a page with a button, so a mail scanner that follows links verifies nothing (issue 25).
    await page.goto(await stack.verificationLinkFor(email));
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.waitForURL('**/auth/sign-in**');
    await expectVisible(page.getByText('Your email has been verified. You can now log in.'));

    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    // Sign-in lands on the home page, which a new buyer's 'Add my first property' leads on from.
    await page.waitForURL((url) => url.pathname === '/');
    await expectVisible(page.getByRole('button', { name: 'User menu' }));

    await page.goto('/properties');
    await expectVisible(page.getByRole('heading', { name: "Let's get started!" }));
    await page.getByLabel('Address').fill(ADDRESS);
    await page.getByRole('button', { name: 'Add Property' }).click();

    const preview = page.getByRole('dialog', { name: /^Add .*42 Wallaby Way/ });
    await expectVisible(preview);
    await preview.getByRole('button', { name: 'Add Property' }).click();
    await expectVisible(page.getByText('Property successfully added!'));

    // The app opens the new property's page on its own.
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole('heading', { level: 1, name: /42 Wallaby Way/ }));
    const detailUrl = page.url();
    // A buyer signed up through the page meets the guided tour on their first property page, and skips it.
    const guidedTour = page.locator('.driver-popover[role="dialog"]');
    await guidedTour.getByRole('button', { name: 'Skip' }).click();
    await guidedTour.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'All properties' }).click();
    await page.waitForURL((url) => url.pathname === '/properties');
    const card = page.getByRole('article', { name: /42 Wallaby Way/ });
    await expectVisible(card);
    await card.getByRole('link', { name: /42 Wallaby Way/ }).click();
    await page.waitForURL(detailUrl);
    await expectVisible(page.getByRole('heading', { level: 1, name: /42 Wallaby Way/ }));
  }));

async function expectVisible(locator: ReturnType<Page['getByRole']>): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

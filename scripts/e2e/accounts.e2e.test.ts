// A buyer's account in a real Chromium against the BFF serving the built SPA: sign up, open the verification e-mail
// from the mail catcher and follow its link, sign in, change the phone in settings, tick a purchase-guide step,
// reload (both survive), log out.
import type { Locator, Page } from 'playwright-core';
import { emailsTo } from '@homeward/testing';
import { TEST_PASSWORD, uniqueEmail } from './support/accounts';
import { openBrowserSession, type BrowserSession } from './support/browser';
import { SHARED_STACK_HOOK_TIMEOUT_MS, sharedTestStack } from './support/shared-stack';
import { type TestStack } from './support/stack';

const NEW_PHONE_TYPED = '4155550142';
const NEW_PHONE_SHOWN = '(415) 555-0142';
const GUIDE_STEP = 'Review your income, debts and monthly spending';

let stack: TestStack;
let session: BrowserSession;
let page: Page;

beforeAll(async () => {
  stack = await sharedTestStack();
  session = await openBrowserSession(stack, 'accounts-browser');
  page = session.page;
}, SHARED_STACK_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/** The HTML of the verification e-mail this stack sent to `email` (the catcher may also hold other stacks' mail). */
async function verificationEmailHtml(email: string): Promise<string> {
  const link = await stack.verificationLinkFor(email);
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token') ?? '';
  const message = (await emailsTo(email)).find((caught) => caught.html?.includes(token));
  if (!message?.html) throw new Error(`the e-mail to ${email} carrying ${link} has no HTML part`);
  return message.html;
}

async function openGuide(): Promise<Locator> {
  await page.getByRole('button', { name: 'Purchase guide' }).click();
  const guide = page.getByRole('dialog', { name: 'How does it work?' });
  await expectVisible(guide);
  return guide;
}

it('signs up, verifies from the e-mail, edits settings, keeps a checklist tick across a reload and logs out', () =>
  session.run(async () => {
    const email = uniqueEmail('accounts-buyer');

    await page.goto('/auth/sign-up');
    await page.getByLabel('Name').fill('Pat Browser');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Check your email!' }));

    // Open the e-mail as a mail client would show it and follow its link.
    await page.setContent(await verificationEmailHtml(email));
    await page.locator(`a[href^="${stack.appUrl}/auth/verify-email#token="]`).first().click();
    // Opening the link verifies nothing (mail scanners follow links): the page's button does.
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.waitForURL('**/auth/sign-in');
    await expectVisible(page.getByText('Your email has been verified. You can now log in.'));

    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await expectVisible(page.getByRole('heading', { name: 'Settings' }));
    // The full name was split on its first space.
    expect(await page.getByLabel('First name').inputValue()).toBe('Pat');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Browser');
    const phone = page.getByLabel(/^Phone/);
    await phone.fill(NEW_PHONE_TYPED);
    expect(await phone.inputValue()).toBe(NEW_PHONE_SHOWN);
    const profileSaved = page.waitForResponse(
      (response) => response.url().endsWith('/api/me') && response.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await profileSaved).status()).toBe(200);
    await expectVisible(page.getByText('Your settings have been saved.'));

    let guide = await openGuide();
    const checklistSaved = page.waitForResponse(
      (response) => response.url().endsWith('/api/me/checklist') && response.request().method() === 'PUT',
    );
    await guide.getByRole('checkbox', { name: GUIDE_STEP }).check();
    expect((await checklistSaved).status()).toBe(200);
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });

    await page.reload();
    await expectVisible(page.getByRole('heading', { name: 'Settings' }));
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe(NEW_PHONE_SHOWN);
    guide = await openGuide();
    expect(await guide.getByRole('checkbox', { name: GUIDE_STEP }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    // The page reloads without a session, and the guard sends it to sign-in.
    await page.waitForURL('**/auth/sign-in');
    await expectVisible(page.getByRole('button', { name: 'Login' }));
    expect((await page.request.get('/api/me')).status()).toBe(401);
  }));

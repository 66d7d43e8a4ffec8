import type { Page } from 'playwright-core';
import type { TestUser } from './accounts';

/** The sign-in form, as a buyer uses it; resolves on the page it leads to (the home page, formerly the list). */
export async function signInThroughForm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/auth/sign-in');
  await page.getByLabel(/^Email/).fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/properties');
}

// Issue 25 item 9 in a real Chromium against the whole stack: a buyer with a home asks for a copy of their data in
// Settings, sees it being prepared while every service adds its part on Kafka, then downloads the ZIP; the archive
// holds the README, one folder per service, and the buyer's property in property/property.json.
import fs from 'node:fs/promises';
import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { openBrowserSession, type BrowserSession } from './support/browser';
import { activate, createDraft } from './support/properties';
import { SHARED_STACK_HOOK_TIMEOUT_MS, sharedTestStack } from './support/shared-stack';
import { signInThroughForm } from './support/sign-in';
import { type TestStack } from './support/stack';

const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';
// Seven services answer through the broker; the section asks again every 3 seconds.
const READY_TIMEOUT_MS = 90_000;

let stack: TestStack;
let session: BrowserSession;
let page: Page;
let buyer: TestUser;
let propertyId: string;

beforeAll(async () => {
  stack = await sharedTestStack();
  buyer = await signUpVerifiedUser(stack, 'data-export');
  propertyId = (await activate(buyer.client, (await createDraft(buyer.client, ADDRESS)).id)).id;
  session = await openBrowserSession(stack, 'data-export');
  page = session.page;
}, SHARED_STACK_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

it('asks for a copy of the data in Settings and downloads a ZIP holding the buyer’s property', () =>
  session.run(async () => {
    await signInThroughForm(page, buyer);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Download your data' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Request a copy of your data' }).click();
    await page.getByText(/We are preparing your data/).waitFor({ state: 'visible' });

    const link = page.getByRole('link', { name: 'Download your data (ZIP)' });
    await link.waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^homeward-data-export-\d{4}-\d{2}-\d{2}\.zip$/);

    const zip = await JSZip.loadAsync(await fs.readFile(await file.path()));
    const names = Object.keys(zip.files);
    for (const name of [
      'README.txt',
      'identity/identity.json',
      'property/property.json',
      'documents/documents.json',
    ])
      expect(names).toContain(name);
    const { properties } = JSON.parse(await zip.file('property/property.json')!.async('string')) as {
      properties: { id: string; address: { address: string } }[];
    };
    expect(properties.map((property) => property.id)).toEqual([propertyId]);
    expect(properties[0]!.address.address).toBe(ADDRESS);
    const account = JSON.parse(await zip.file('identity/identity.json')!.async('string')) as {
      account: { email: string };
    };
    expect(account.account.email).toBe(buyer.email);

    // A second request while none is being prepared starts another; the page shows it preparing again.
    await page.getByRole('button', { name: 'Request a new copy' }).click();
    await page.getByText(/We are preparing your data/).waitFor({ state: 'visible' });
  }));

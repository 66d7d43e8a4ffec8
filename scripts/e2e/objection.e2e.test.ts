// Issue 24's due-diligence objection in a real Chromium against the whole stack (property on its demo dataset, payment
// on the offline gateway, the inspection analyzer on its offline engine, the documents service): on an unlocked Utah
// home with an analyzed inspection report, the buyer opens the objection from the property's Tools, keeps the critical
// and major findings the report names, asks a credit for one, writes the objection, copies its e-mail text, downloads
// its PDF (the not-a-law-firm notice on it), and the property page's timeline follows it: objection sent, the
// seller's response due, the resolution deadline. Then the buyer opens it again in the same editor, changes the credit
// and the dates, and the e-mail, the PDF, the timeline and the calendar file (.ics) all follow the edit. A locked home
// offers the tool locked, and the BFF refuses it.
import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { internachiDenverBungalow, toPdf } from '@homeward/inspection-reports';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { openBrowserSession, type BrowserSession } from './support/browser';
import {
  listIssues,
  readDownloadedPdf,
  uploadReport,
  waitForAnalysis,
  type HomeInspectionJson,
} from './support/home-inspections';
import { activate, createDraft, type PropertyJson } from './support/properties';
import { signInThroughForm } from './support/sign-in';
import { sharedTestStack } from './support/shared-stack';
import { withDiagnostics, type TestStack } from './support/stack';
import { unlockWithTestCard } from './support/unlock';

// The demo dataset's Utah home (services/property/src/providers/demo-listings.ts).
const UTAH_HOME = '1250 E Sunnyside Ave, Salt Lake City, UT 84108';
const LOCKED_HOME = '85 State St, Albany, NY 12207';
const REPORT = internachiDenverBungalow;
// inspection.uploaded -> job -> extraction in a worker thread -> offline engine -> stored, on a shared 2-core machine.
const ANALYSIS_TIMEOUT_MS = 120_000;
// The findings without details are explained first, for their cost ranges (the offline engine answers).
const FINDINGS_TIMEOUT_MS = 60_000;
const DOWNLOAD_TIMEOUT_MS = 45_000;
const NOT_A_LAW_FIRM = 'Homeward is not a law firm and does not give legal advice.';

let stack: TestStack;
let session: BrowserSession;
let page: Page;
let buyer: TestUser;
let home: PropertyJson;
let locked: PropertyJson;
let report: HomeInspectionJson;

beforeAll(async () => {
  stack = await sharedTestStack();
  await withDiagnostics(stack, async () => {
    buyer = await signUpVerifiedUser(stack, 'objection-buyer');
    home = await activate(buyer.client, (await createDraft(buyer.client, UTAH_HOME)).id);
    await unlockWithTestCard(buyer.client, home.id);
    locked = await activate(buyer.client, (await createDraft(buyer.client, LOCKED_HOME)).id);
    report = await uploadReport(buyer.client, home.id, `${REPORT.name}.pdf`, await toPdf(REPORT));
  });
  session = await openBrowserSession(stack, 'objection');
  page = session.page;
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await session.run(() => signInThroughForm(page, buyer));
}, 300_000);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Today as the browser's date inputs hold it (the browser runs on this machine's clock and zone). */
function isoDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function openTools(property: PropertyJson, address: string): Promise<Locator> {
  await page.goto(`/properties/${property.id}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: address }));
  await page.getByRole('button', { name: 'Tools' }).click();
  const dialog = page.getByRole('dialog', { name: address });
  await expectVisible(dialog);
  return dialog;
}

it('a locked home offers the objection locked, and the BFF refuses one', () =>
  session.run(async () => {
    const tools = await openTools(locked, LOCKED_HOME);
    const tool = tools.getByRole('group', { name: 'Due diligence objection' });
    await expectVisible(tool.getByText('Locked'));
    await expectVisible(tool.getByRole('button', { name: 'Unlock' }));
    await page.keyboard.press('Escape');

    const refused = await buyer.client.post(`/api/properties/${locked.id}/objections`, {
      json: {
        inspection_id: 'report',
        items: [{ title: 'Roof', remedy: 'repair' }],
        sent_on: isoDay(1),
        seller_response_due: isoDay(4),
        resolution_deadline: isoDay(11),
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'conflict',
      message: 'Unlock this property to write a due diligence objection.',
    });
  }));

it('writes the objection from the analyzed report, copies its e-mail, downloads its PDF, and the timeline follows it', () =>
  session.run(async () => {
    await waitForAnalysis(buyer.client, report.id, ANALYSIS_TIMEOUT_MS);
    const requested = (await listIssues(buyer.client, report.id)).filter(
      (issue) => issue.severity === 'critical' || issue.severity === 'major',
    );
    expect(requested.length).toBeGreaterThan(0);

    // Tools -> the unlocked objection tool's Write.
    const tools = await openTools(home, UTAH_HOME);
    await tools
      .getByRole('group', { name: 'Due diligence objection' })
      .getByRole('link', { name: 'Write' })
      .click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/properties/due-diligence-objection' &&
        url.searchParams.get('property') === home.id,
    );
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Due diligence objection' }));

    // The critical and major findings are chosen; the first one is asked as a credit of its upper estimate.
    const first = page.getByRole('group', { name: requested[0]!.title.trim(), exact: true }).first();
    await expectVisible(first, FINDINGS_TIMEOUT_MS);
    for (const issue of requested)
      expect(
        await page
          .getByRole('group', { name: issue.title.trim(), exact: true })
          .first()
          .getByRole('checkbox')
          .isChecked(),
      ).toBe(true);
    await first.getByText('Credit', { exact: true }).click();
    const credit = first.getByRole('textbox', { name: 'Credit asked' });
    await expectVisible(credit);
    await credit.fill('4500');
    await page.getByRole('textbox', { name: 'To (the seller or their agent)' }).fill('Sam Agent');
    expect(await page.getByLabel(/Objection sent on/).inputValue()).toBe(isoDay(0));
    await page.getByRole('button', { name: 'Write the objection' }).click();

    // Saved: its e-mail, to copy, and its PDF.
    const saved = page.getByRole('article', { name: `Objection sent on ${usDay(isoDay(0))}` });
    await expectVisible(saved);
    const email = saved.getByRole('figure', { name: 'E-mail to the seller' });
    const emailText = (await email.textContent()) ?? '';
    expect(emailText).toContain('Dear Sam Agent,');
    expect(emailText).toContain('due diligence condition (Section 8.1) of the Real Estate Purchase Contract');
    expect(emailText).toContain(`${requested[0]!.title.trim()}`);
    expect(emailText).toContain('a credit to the Buyer of $4,500 at settlement');
    expect(emailText).toContain(`Please respond in writing by ${usDay(isoDay(3))} at 5:00 PM Mountain Time`);
    await saved.getByRole('button', { name: 'Copy e-mail' }).click();
    await expectVisible(saved.getByRole('button', { name: 'Copied' }));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^Subject: Due diligence objection: .*\n\nDear Sam Agent,/);

    const objections = (await buyer.client.get(`/api/properties/${home.id}/objections`)).body as {
      objections: Array<{ id: string }>;
    };
    expect(objections.objections).toHaveLength(1);
    const id = objections.objections[0]!.id;
    const download = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
    await saved.getByRole('link', { name: /Download PDF/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`DueDiligenceObjection_${id}.pdf`);
    const pdfText = await readDownloadedPdf(await fs.readFile((await file.path())!));
    expect(pdfText).toContain('Due Diligence Objection');
    expect(pdfText).toContain(NOT_A_LAW_FIRM);
    expect(pdfText).toContain('Credit of $4,500');

    // The property page: the objection's timeline after the contract deadlines.
    await page.getByRole('link', { name: 'Back to the property' }).click();
    const timeline = page.getByRole('region', { name: 'Due diligence objection' });
    await expectVisible(timeline);
    for (const [label, days] of [
      ['Objection sent', 0],
      ["Seller's response due", 3],
      ['Resolution deadline', 10],
    ] as const) {
      await expectVisible(timeline.getByText(label, { exact: true }));
      await expectVisible(timeline.getByText(`${usDay(isoDay(days))} at 5:00 PM Mountain Time`));
    }
  }));

it('edits the objection in the same editor; its e-mail, PDF, timeline and .ics follow', () =>
  session.run(async () => {
    await page.goto(`/properties/due-diligence-objection?property=${home.id}`);
    const saved = page.getByRole('article', { name: `Objection sent on ${usDay(isoDay(0))}` });
    await expectVisible(saved);
    await saved.getByRole('button', { name: 'Edit' }).click();
    await expectVisible(
      page.getByRole('heading', { name: `Edit the objection sent on ${usDay(isoDay(0))}` }),
    );

    // The credit asked as saved, raised; the objection sent a day later, with dates the buyer sets (no agreement
    // completed in Homeward).
    const credit = page.getByRole('textbox', { name: 'Credit asked' }).first();
    await expectVisible(credit, FINDINGS_TIMEOUT_MS);
    expect(await credit.inputValue()).toBe('$4,500');
    await credit.fill('6000');
    const dateInput = (label: RegExp) => page.getByLabel(label).and(page.locator('input'));
    await dateInput(/Objection sent on/).fill(isoDay(1));
    await dateInput(/Seller's response due by/).fill(isoDay(5));
    await dateInput(/Resolution deadline/).fill(isoDay(12));
    await page.getByRole('button', { name: 'Save changes' }).click();

    const edited = page.getByRole('article', { name: `Objection sent on ${usDay(isoDay(1))}` });
    await expectVisible(edited);
    await expectVisible(page.getByRole('heading', { name: 'Write an objection' }));
    const emailText =
      (await edited.getByRole('figure', { name: 'E-mail to the seller' }).textContent()) ?? '';
    expect(emailText).toContain('a credit to the Buyer of $6,000 at settlement');
    expect(emailText).toContain(`Please respond in writing by ${usDay(isoDay(5))} at 5:00 PM Mountain Time`);
    expect(emailText).toContain(`until ${usDay(isoDay(12))} at 5:00 PM Mountain Time`);
    // Still one objection: edited, not written again.
    const listed = (await buyer.client.get(`/api/properties/${home.id}/objections`)).body as {
      objections: Array<{ id: string; updated_at: string | null }>;
    };
    expect(listed.objections).toHaveLength(1);
    expect(listed.objections[0]!.updated_at).not.toBeNull();

    const download = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
    await edited.getByRole('link', { name: /Download PDF/ }).click();
    const pdfText = await readDownloadedPdf(await fs.readFile((await (await download).path())!));
    expect(pdfText).toContain('Credit of $6,000');
    expect(pdfText).not.toContain('Credit of $4,500');
    expect(pdfText).toContain(NOT_A_LAW_FIRM);

    // The property page: the timeline at the new dates, and the calendar file with the objection's three steps.
    await page.getByRole('link', { name: 'Back to the property' }).click();
    const timeline = page.getByRole('region', { name: 'Due diligence objection' });
    await expectVisible(timeline);
    for (const [label, days] of [
      ['Objection sent', 1],
      ["Seller's response due", 5],
      ['Resolution deadline', 12],
    ] as const) {
      await expectVisible(timeline.getByText(label, { exact: true }));
      await expectVisible(timeline.getByText(`${usDay(isoDay(days))} at 5:00 PM Mountain Time`));
    }
    const calendarDownload = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
    await timeline.getByRole('link', { name: /Add to calendar/ }).click();
    const calendarFile = await calendarDownload;
    expect(calendarFile.suggestedFilename()).toBe(`ContractDeadlines_${home.id}.ics`);
    const calendar = (await fs.readFile((await calendarFile.path())!, 'utf8')).replace(/\r\n /g, '');
    const compact = (days: number) => isoDay(days).replace(/-/g, '');
    expect(calendar.split('\r\n').filter((line) => line.startsWith('DTSTART'))).toEqual([
      `DTSTART;TZID=America/Denver:${compact(1)}T170000`,
      `DTSTART;TZID=America/Denver:${compact(5)}T170000`,
      `DTSTART;TZID=America/Denver:${compact(12)}T170000`,
    ]);
    expect(calendar).toContain("SUMMARY:Seller's response to your objection due");
    expect(calendar).toContain('SUMMARY:Objection resolution deadline');
  }));

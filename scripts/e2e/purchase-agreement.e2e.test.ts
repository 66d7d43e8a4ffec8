// Issue 11's purchase agreement in a real Chromium against the whole stack (property on its demo dataset, payment on
// the offline gateway, the documents service): on an unlocked Utah home, FHA financing forces the finance contingency
// on and disabled and brings the FHA/VA clause, and the preview's PDF carries it; in California the home warranty
// provider is not asked; in New York the transfer tax defaults to 'Other' with its preset text, which the buyer can
// rewrite and a reload keeps. The editor opens from the property's Tools; the address (and so the state) is the
// property's and locked, so each state is its own unlocked home. Last, the Utah agreement is written in full: every
// section answered, the repairs section filled from the home's analyzed inspection report as a credit request,
// finalized to 'Congratulations! Purchase agreement completed.', and the property page shows its deadlines and lists it.
import fs from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { internachiDenverBungalow, toPdf } from '@homeward/inspection-reports';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { AxeAudit } from './support/axe';
import { openBrowserSession, type BrowserSession } from './support/browser';
import { autosaved, listDocuments, usDate } from './support/documents';
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

// The demo dataset's Utah home (services/property/src/providers/demo-listings.ts); the other two are described from
// the address alone by the demo provider's fallback, which is all the state rules need.
const HOMES = {
  UT: '1250 E Sunnyside Ave, Salt Lake City, UT 84108',
  CA: '2140 Tulare St, Fresno, CA 93721',
  NY: '85 State St, Albany, NY 12207',
} as const;
type State = keyof typeof HOMES;
// The spec's 6 s loading state, then the PDF is rendered and fetched on a shared machine.
const DOWNLOAD_TIMEOUT_MS = 45_000;
// inspection.uploaded -> job -> extraction in a worker thread -> offline engine -> stored, on a shared 2-core machine.
const ANALYSIS_TIMEOUT_MS = 120_000;
// An InterNACHI narrative report with critical and major findings (packages/inspection-reports).
const REPORT = internachiDenverBungalow;

let stack: TestStack;
let session: BrowserSession;
let page: Page;
let buyer: TestUser;
const properties = {} as Record<State, PropertyJson>;
/** The Utah home's inspection report, uploaded at the start: it is analyzed while the first tests run. */
let utahReport: HomeInspectionJson;

beforeAll(async () => {
  stack = await sharedTestStack();
  await withDiagnostics(stack, async () => {
    buyer = await signUpVerifiedUser(stack, 'agreement-buyer');
    for (const state of Object.keys(HOMES) as State[]) {
      properties[state] = await activate(buyer.client, (await createDraft(buyer.client, HOMES[state])).id);
      await unlockWithTestCard(buyer.client, properties[state].id);
    }
    utahReport = await uploadReport(
      buyer.client,
      properties.UT.id,
      `${REPORT.name}.pdf`,
      await toPdf(REPORT),
    );
  });
  session = await openBrowserSession(stack, 'purchase-agreement');
  page = session.page;
  await session.run(() => signInThroughForm(page, buyer));
}, 300_000);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

async function expectSection(title: string): Promise<void> {
  await expectVisible(page.getByRole('heading', { level: 1, name: title, exact: true }));
}

const radioIn = (group: RegExp, option: string) =>
  page.getByRole('radiogroup', { name: group }).getByRole('radio', { name: option, exact: true });

async function openStep(title: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Steps' })
    .getByRole('button', { name: title, exact: true })
    .click();
  await expectSection(title);
}

/** The editor of the state's home, on one section (`form`), the draft created or reused on opening. */
async function openEditorOn(state: State, form: string, title: string): Promise<void> {
  await page.goto(`/properties/purchase-agreement?property=${properties[state].id}&form=${form}`);
  await expectSection(title);
}

async function draftOf(state: State) {
  const draft = (await listDocuments(buyer.client, properties[state].id)).find(
    (document) => document.document_type === 'purchase_agreement' && document.status === 'draft',
  );
  if (!draft) throw new Error(`no purchase agreement draft for the ${state} home`);
  return draft;
}

it(
  'in Utah, FHA financing forces the finance contingency on and disabled, and the preview PDF has the FHA/VA clause',
  () =>
    session.run(async () => {
      // Tools -> the unlocked Purchase agreement tool's Create.
      await page.goto(`/properties/${properties.UT.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: HOMES.UT }));
      await page.getByRole('button', { name: 'Tools' }).click();
      await page
        .getByRole('dialog', { name: HOMES.UT })
        .getByRole('group', { name: 'Purchase agreement' })
        .getByRole('link', { name: 'Create' })
        .click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/properties/purchase-agreement' &&
          url.searchParams.get('property') === properties.UT.id,
      );
      await expectSection('Property Details');
      const state = page.getByRole('textbox', { name: /^State/ });
      expect(await state.inputValue()).toBe('UT');
      expect(await state.isDisabled()).toBe(true);

      // Financing with an FHA loan: saved on each choice.
      await openStep('Purchase Price And Financing');
      await autosaved(page, 'purchase_agreement', () => radioIn(/finance the purchase/, 'Yes').click());
      await autosaved(page, 'purchase_agreement', () =>
        page.getByRole('radio', { name: 'FHA loan' }).click(),
      );
      await expectVisible(page.getByRole('note', { name: 'FHA/VA amendatory clause' }));
      // Issue 12: every page and modal passes axe; all views are reported together at the end of this test.
      const audit = new AxeAudit(page);
      await audit.check('purchase agreement editor, financing with the FHA/VA clause');

      // The finance contingency is on and cannot be turned off, in the page and on the server.
      await openStep('Contingencies');
      const finance = page.getByRole('checkbox', { name: /Finance contingency/ });
      expect(await finance.isChecked()).toBe(true);
      expect(await finance.isDisabled()).toBe(true);
      const draft = await draftOf('UT');
      expect(draft.meta_data).toMatchObject({
        financing: { required: true, type: 'FHA loan' },
        conditions: { finance_contingency: { selected: true } },
      });

      // Utah asks who provides the home warranty (California does not, below).
      await openStep('Additional Costs and Duties');
      await autosaved(page, 'purchase_agreement', () => radioIn(/home warranty included/, 'Yes').click());
      await expectVisible(page.getByRole('textbox', { name: /Home warranty provider/ }));
      await audit.check('purchase agreement editor, Additional Costs and Duties');

      // The preview's PDF: the Utah template with the FHA/VA clause and the disclaimer.
      await page.getByRole('button', { name: 'Preview' }).click();
      const preview = page.getByRole('dialog', { name: 'Preview' });
      await expectVisible(preview.getByRole('tab', { name: 'Purchase Agreement Document' }));
      await expectVisible(preview.getByRole('tab', { name: 'Pre-filled information only' }));
      await audit.check('purchase agreement preview modal', { include: '[role="dialog"]' });
      const download = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
      await preview.getByRole('button', { name: 'Download as PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`PurchaseAgreement_${draft.id}.pdf`);
      const text = await readDownloadedPdf(await fs.readFile(await file.path()));
      expect(text).toContain('1250 E Sunnyside Ave');
      expect(text).toMatch(/FHA/);
      expect(text).toMatch(/not a law firm/i);
      audit.expectClean();
    }),
  180_000,
);

it(
  'in California, a home warranty is asked about without its provider',
  () =>
    session.run(async () => {
      await openEditorOn('CA', 'additional-costs-duties', 'Additional Costs and Duties');
      await autosaved(page, 'purchase_agreement', () => radioIn(/home warranty included/, 'Yes').click());
      await expectVisible(page.getByRole('radiogroup', { name: /Home warranty paid by/ }));
      await expectVisible(page.getByRole('textbox', { name: /Home warranty maximum cost/ }));
      expect(await page.getByRole('textbox', { name: /Home warranty provider/ }).count()).toBe(0);
      expect((await draftOf('CA')).meta_data).toMatchObject({
        costs_and_duties: { home_warranty: { included: true } },
      });
    }),
  120_000,
);

it(
  "in New York, the transfer tax is 'Other' with its preset text, which the buyer rewrites and a reload keeps",
  () =>
    session.run(async () => {
      await openEditorOn('NY', 'taxes-fees', 'Additional Costs and Duties');
      const payer = page.getByRole('radiogroup', { name: /Transfer tax paid by/ });
      expect(await payer.getByRole('radio', { name: 'Other (specify)', exact: true }).isChecked()).toBe(true);
      const specify = page.getByRole('textbox', { name: 'Specify' });
      expect(await specify.inputValue()).toMatch(
        /^New York: the seller customarily pays the state transfer tax/,
      );

      const rewritten = 'The seller pays the state transfer tax; the buyer pays the mansion tax, if any.';
      await specify.fill(rewritten);
      await autosaved(page, 'purchase_agreement', () => specify.press('Tab'));
      await page.reload();
      await expectSection('Additional Costs and Duties');
      expect(await page.getByRole('textbox', { name: 'Specify' }).inputValue()).toBe(rewritten);

      // Another payer takes the text away (the rules clear it).
      await autosaved(page, 'purchase_agreement', () =>
        page
          .getByRole('radiogroup', { name: /Transfer tax paid by/ })
          .getByRole('radio', { name: 'Seller', exact: true })
          .click(),
      );
      expect(await page.getByRole('textbox', { name: 'Specify' }).count()).toBe(0);
      expect(JSON.stringify((await draftOf('NY')).meta_data)).not.toContain(rewritten);
    }),
  120_000,
);

it(
  "the Utah home's page follows its draft: Tools says Edit, the list marks it Draft, Delete removes it",
  () =>
    session.run(async () => {
      const draft = await draftOf('UT');
      const toolsAction = async (name: string) => {
        await page.getByRole('button', { name: 'Tools' }).click();
        const tools = page.getByRole('dialog', { name: HOMES.UT });
        await expectVisible(
          tools.getByRole('group', { name: 'Purchase agreement' }).getByRole('link', { name, exact: true }),
        );
        await page.keyboard.press('Escape');
        await tools.waitFor({ state: 'hidden' });
      };
      await page.goto(`/properties/${properties.UT.id}`);
      await expectVisible(page.getByRole('heading', { level: 1, name: HOMES.UT }));
      await toolsAction('Edit');

      const row = page
        .getByRole('list', { name: 'Saved documents' })
        .getByRole('listitem', { name: `Purchase agreement #${draft.count_number}` });
      await expectVisible(row.getByText('Draft', { exact: true }));
      await row
        .getByRole('button', { name: `Actions for Purchase agreement #${draft.count_number}` })
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove purchase agreement' });
      await confirm.getByRole('button', { name: 'Yes, I am sure' }).click();
      // The spec's notice, spelled as the spec spells it.
      await expectVisible(page.getByText('Purchase agreement succesfully removed!'));
      await row.waitFor({ state: 'detached' });
      expect(await listDocuments(buyer.client, properties.UT.id)).toEqual([]);

      await page.reload();
      await expectVisible(page.getByRole('heading', { level: 1, name: HOMES.UT }));
      await toolsAction('Create');
    }),
  120_000,
);

/** Types into a field and leaves it (Tab), resolving once the autosave it causes is answered. */
async function typeAndLeave(input: Locator, value: string): Promise<void> {
  await input.fill(value);
  await autosaved(page, 'purchase_agreement', () => input.press('Tab'));
}

/** Answers a yes/no (or other) question with a click, saved at once. */
async function choose(group: RegExp, option: string): Promise<void> {
  await autosaved(page, 'purchase_agreement', () => radioIn(group, option).click());
}

async function nextStep(title: string): Promise<void> {
  await page.getByRole('button', { name: 'Next step' }).click();
  await expectSection(title);
}

const field = (name: RegExp, within: Page | Locator = page) => within.getByRole('textbox', { name });

async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const text = (await locator.textContent()) ?? '';
  const found = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
  if (!found) throw new Error(`expected ${String(expected)} in: ${text}`);
}

it(
  'writes the Utah agreement in full (repairs from the inspection report as a credit), completes it, and the property page shows its deadlines',
  () =>
    session.run(async () => {
      // The report uploaded at the start has been analyzed: the repairs section can use it.
      await waitForAnalysis(buyer.client, utahReport.id, ANALYSIS_TIMEOUT_MS);
      const requested = (await listIssues(buyer.client, utahReport.id)).filter(
        (issue) => issue.severity === 'critical' || issue.severity === 'major',
      );
      expect(requested.length).toBeGreaterThan(0);

      // A new draft (the last one was deleted), prefilled from the property and the buyer.
      await openEditorOn('UT', 'property-details', 'Property Details');
      expect(await field(/^Legal description/).inputValue()).not.toBe('');
      await choose(/subject to a lease/, 'No');

      // Property Fixtures: no service contract; the repairs asked for come from the inspection report.
      await nextStep('Property Fixtures');
      await choose(/residential service contract/, 'No');
      const reportBox = page.getByRole('group', { name: 'Inspection report' });
      await expectText(reportBox, `${REPORT.name}.pdf`);
      await reportBox.getByRole('button', { name: 'Import from the inspection report' }).click();
      const importDialog = page.getByRole('dialog', { name: 'Import repairs from the inspection report' });
      await importDialog.getByText('Request a credit', { exact: true }).click();
      const preview = importDialog.getByRole('figure', { name: 'Text to insert' });
      // The findings without details are explained first, for their cost ranges (the offline engine answers).
      await expectVisible(preview, 60_000);
      await expectText(
        preview,
        /^Instead of repairs, the Seller shall credit the Buyer \$[\d,]+ at settlement/,
      );
      for (const issue of requested) await expectText(preview, issue.title.trim());
      const requestText = (await preview.textContent()) ?? '';
      await autosaved(page, 'purchase_agreement', () =>
        importDialog.getByRole('button', { name: 'Insert into the agreement' }).click(),
      );
      await importDialog.waitFor({ state: 'hidden' });
      expect(await field(/^Repairs and improvements/).inputValue()).toBe(requestText);

      // Buyer Details and Seller Details: the buyer and the demo home's owners of record are prefilled.
      await nextStep('Buyer Details');
      expect(
        await field(/Buyer full name/, page.getByRole('group', { name: 'Buyer 1' })).inputValue(),
      ).not.toBe('');
      await nextStep('Seller Details');
      expect(
        await field(/Seller full name/, page.getByRole('group', { name: 'Seller 1' })).inputValue(),
      ).not.toBe('');

      // Price and financing: a conventional loan (no FHA/VA clause this time).
      await nextStep('Purchase Price And Financing');
      expect(await field(/^Purchase price/).inputValue()).not.toBe('');
      await choose(/finance the purchase/, 'Yes');
      await autosaved(page, 'purchase_agreement', () =>
        page.getByRole('radio', { name: 'Conventional Loan' }).click(),
      );
      await typeAndLeave(field(/^Loan amount/), '400000');
      expect(await page.getByRole('note', { name: 'FHA/VA amendatory clause' }).count()).toBe(0);

      // Escrow: earnest money with a title company the buyer does not know yet.
      await nextStep('Escrow Details');
      await typeAndLeave(field(/^Earnest money/), '10000');
      await choose(/title company or escrow agent/, 'No');

      // Closing: the agreement dated tomorrow, settlement 45 days out.
      await nextStep('Closing and Settlement');
      await typeAndLeave(field(/^Agreement date/), usDate(1));
      await typeAndLeave(field(/^Settlement deadline/), usDate(45));
      await choose(/possession on the closing date/, 'Yes');
      await choose(/closing costs\?/, 'No');

      // Contingencies: due diligence (the server starts its days at the template's 10 business days as 14 calendar
      // days after Acceptance, and the editor shows them so) and appraisal.
      await nextStep('Contingencies');
      await autosaved(page, 'purchase_agreement', () =>
        page.getByRole('checkbox', { name: /^Due diligence \(inspection\) condition/ }).click(),
      );
      const inspectionDays = field(/^Due Diligence Deadline/);
      await expectVisible(inspectionDays);
      await page.waitForFunction(
        (input) => (input as HTMLInputElement).value !== '',
        await inspectionDays.elementHandle(),
      );
      expect(await inspectionDays.inputValue()).toBe('14 days after Acceptance');
      await autosaved(page, 'purchase_agreement', () =>
        page.getByRole('checkbox', { name: /^Appraisal contingency/ }).click(),
      );

      await nextStep('Legal and Dispute Resolution');
      await choose(/Attorney's fees/, 'Each party pays its own');

      // Additional Costs and Duties, both steps: no warranty, no new survey; Utah has no transfer tax, so the editor
      // says so instead of asking who pays it.
      await nextStep('Additional Costs and Duties');
      await choose(/home warranty included/, 'No');
      await choose(/new land survey/, 'No');
      await page.getByRole('button', { name: 'Next step' }).click();
      await expectText(page.getByRole('note', { name: 'Transfer tax' }), 'no real estate transfer tax');
      expect(await page.getByRole('radiogroup', { name: /Transfer tax paid by/ }).count()).toBe(0);

      // Every section is answered.
      await expectText(page.getByRole('group', { name: 'Your progress' }), '11/11');
      const draft = await draftOf('UT');
      expect(draft.meta_data).toMatchObject({
        property_condition: { repairs_and_improvements: requestText },
        financing: { required: true, type: 'Conventional Loan', amount: 400000 },
        conditions: { inspection_contingency: { selected: true, days: 14 } },
        closing_date: usDate(45),
      });

      // Finalize document -> the offer expiration -> the completion modal with the spec's title.
      await page.getByRole('button', { name: 'Finalize document' }).click();
      const expiration = page.getByRole('dialog', { name: 'Offer expiration' });
      await field(/^Date/, expiration).fill(usDate(2));
      await field(/^Time/, expiration).fill('5:00');
      await expiration.getByText('PM', { exact: true }).click();
      const audit = new AxeAudit(page);
      await audit.check('purchase agreement offer expiration modal', { include: '[role="dialog"]' });
      await expiration.getByRole('button', { name: 'Continue' }).click();
      const done = page.getByRole('dialog', { name: 'Congratulations! Purchase agreement completed.' });
      await expectVisible(done);
      await expectVisible(done.getByRole('group', { name: 'Next steps' }));
      await expectVisible(done.getByRole('group', { name: 'Purchase price' }));
      await expectVisible(done.getByRole('button', { name: 'Download as PDF' }));
      await expectVisible(page.getByText('Purchase agreement successfully added.'));
      await audit.check('purchase agreement completion modal', { include: '[role="dialog"]' });
      const agreements = (await listDocuments(buyer.client, properties.UT.id)).filter(
        (document) => document.document_type === 'purchase_agreement',
      );
      const completed = agreements.find((document) => document.id === draft.id);
      expect(completed).toMatchObject({ status: 'completed' });
      const next = agreements.find((document) => document.status === 'draft');
      expect(next).toMatchObject({ count_number: draft.count_number + 1 });
      // The completed agreement's PDF carries the credit request and the deadlines as rules counted from Acceptance,
      // their dates left blank until Acceptance (no date counted from the agreement date).
      const download = page.waitForEvent('download', { timeout: DOWNLOAD_TIMEOUT_MS });
      await done.getByRole('button', { name: 'Download as PDF' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`PurchaseAgreement_${draft.id}.pdf`);
      const pdfText = await readDownloadedPdf(await fs.readFile(await file.path()));
      expect(pdfText).toContain('Instead of repairs, the Seller shall credit the Buyer');
      expect(pdfText).toContain(requested[0]!.title.trim());
      expect(pdfText).toContain('14 days after Acceptance');
      expect(pdfText).not.toContain(usDate(15));
      await done.getByRole('button', { name: 'Close' }).click();
      await done.waitFor({ state: 'hidden' });

      // Back on the property page: the deadlines (due diligence dated once Acceptance is recorded, settlement on the
      // closing date, 5:00 PM Mountain Time), and the agreement listed beside the next draft.
      await page.getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((url) => url.pathname === `/properties/${properties.UT.id}`);
      const deadlines = page.getByRole('region', { name: 'Contract deadlines' });
      await expectVisible(deadlines);
      await expectText(deadlines, `Due Diligence Deadline`);
      await expectText(deadlines, '14 days after Acceptance');
      await expectText(deadlines, 'Dated once the seller accepts');
      await expectText(deadlines, `Settlement Deadline`);
      await expectText(deadlines, `${usDate(45)} at 5:00 PM`);
      await expectVisible(deadlines.getByRole('link', { name: /Add to calendar/ }));
      await audit.check('property page with the contract deadlines timeline');
      const saved = page.getByRole('list', { name: 'Saved documents' });
      const listed = saved.getByRole('listitem', { name: `Purchase agreement #${draft.count_number}` });
      await expectVisible(listed);
      expect(await listed.getByText('Draft', { exact: true }).count()).toBe(0);
      await expectVisible(
        saved
          .getByRole('listitem', { name: `Purchase agreement #${next!.count_number}` })
          .getByText('Draft', { exact: true }),
      );

      // The property list's card lights its Purchase Agreement and Home Inspection indicators; no offer letter yet.
      await page.goto('/properties');
      const card = page.getByRole('article', { name: HOMES.UT });
      await expectVisible(card.getByRole('img', { name: 'Purchase Agreement: ready' }));
      await expectVisible(card.getByRole('img', { name: 'Home Inspection: ready' }));
      await expectVisible(card.getByRole('img', { name: 'Offer Letter: not yet' }));
      audit.expectClean();
    }),
  300_000,
);

// Issue 12's tours in a real Chromium against the whole stack (property on its demo dataset, the tour service, the
// notifications service e-mailing the mail catcher): a buyer schedules a tour of a listed demo home through both
// steps of the modal (three times, the phone mask), the tour desk's e-mail carries one 'Confirm {date} {time}' link
// per time, the desk follows one (a page that asks first) and confirms, the buyer sees the tour confirmed on the
// property page; a second follow says already confirmed, another time's link is refused; the buyer cancels and the
// desk is told.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { emailsTo, uniqueId, waitFor, type CaughtEmail } from '@homeward/testing';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { AxeAudit } from './support/axe';
import { openBrowserSession, UI_TIMEOUT_MS, type BrowserSession } from './support/browser';
import { usDate } from './support/documents';
import { activate, createDraft, type PropertyJson } from './support/properties';
import {
  SHARED_STACK_HOOK_TIMEOUT_MS,
  SHARED_STACK_TOUR_DESK_EMAIL,
  sharedTestStack,
} from './support/shared-stack';
import { withDiagnostics, type TestStack } from './support/stack';

// One of the demo dataset's homes (services/property/src/providers/demo-listings.ts): listed at $485,000, in Texas
// east of the Mountain Time split, so its tours are in Central Time.
const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';
const ZONE_LABEL = 'Central Time';
// tour.scheduled crosses the broker to notifications, which then sends through SMTP.
const EMAIL_TIMEOUT_MS = 60_000;
// Days ahead, far enough to be future in every US zone whatever this machine's clock says.
const SLOTS = [
  { date: usDate(3), time: '9:30 AM' },
  { date: usDate(4), time: '1:00 PM' },
  { date: usDate(5), time: '4:30 PM' },
];
const LABELS = SLOTS.map((slot) => `${slot.date} ${slot.time}`);
const PHONE = '(801) 555-0142';

let stack: TestStack;
let session: BrowserSession;
let page: Page;
let buyer: TestUser;
let property: PropertyJson;
// The shared stack's tour desk. Other files' buyers may schedule tours of the same demo home, so this file reads only
// the desk e-mails that name its own buyer.
const deskEmail = SHARED_STACK_TOUR_DESK_EMAIL;
/** What maildev's REST API says of an attachment. */
interface CaughtAttachment {
  contentType: string;
  fileName?: string;
  filename?: string;
}

// Set by the first test: the desk's link per proposed time, in the order of LABELS.
let confirmLinks: string[] = [];

beforeAll(async () => {
  stack = await sharedTestStack();
  await withDiagnostics(stack, async () => {
    buyer = await signUpVerifiedUser(stack, uniqueId('tour-buyer'));
    property = await activate(buyer.client, (await createDraft(buyer.client, ADDRESS)).id);
    // This buyer has seen the guided tour, so its overlay does not sit over the pages this test clicks through.
    const seen = await buyer.client.post('/api/me/guided-tour', { json: { outcome: 'skipped' } });
    if (seen.status !== 204) throw new Error(`guided tour: expected 204, got ${seen.status}: ${seen.text}`);
  });
  session = await openBrowserSession(stack, 'tour');
  page = session.page;
  await session.run(async () => {
    await page.goto('/auth/sign-in');
    await page.getByLabel(/^Email/).fill(buyer.email);
    await page.getByLabel(/^Password/).fill(buyer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    // Wherever sign-in leads (the home page, or the list before it existed), the session is what this test needs.
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  });
}, SHARED_STACK_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await session?.close();
  await stack?.stop();
});

/**
 * Opens an e-mailed link as a mail client does, in a fresh page load. The token rides in the fragment, and going
 * from one link to another of the same page would otherwise only change the fragment in the page already open.
 */
async function openFromEmail(page: Page, link: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(link);
}

async function expectVisible(locator: Locator, timeout?: number): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

async function expectValue(input: Locator, expected: string): Promise<void> {
  // Waits for the value rather than reading it once: React applies the mask on the input's own event.
  await waitFor(async () => (await input.inputValue()) === expected, {
    timeoutMs: UI_TIMEOUT_MS,
    intervalMs: 50,
    message: `value ${expected}, last ${await input.inputValue()}`,
  });
}

const toursList = () => page.getByRole('list', { name: 'Tours of this property' });
const tourRow = (status: 'Requested' | 'Confirmed' | 'Cancelled') =>
  toursList().getByRole('listitem', { name: `Tour ${status}` });

/** The desk's e-mails about this buyer's tour of the home, oldest first. */
async function deskEmails(subject: string): Promise<CaughtEmail[]> {
  return (await emailsTo(deskEmail)).filter(
    (email) => email.subject === `${subject}: ${ADDRESS}` && (email.text ?? '').includes(buyer.name),
  );
}

/** The plain-text part lists each choice as 'Confirm {label}:' followed by its URL on the next line. */
function confirmLinksIn(email: CaughtEmail): Map<string, string> {
  const lines = (email.text ?? '').split('\n').map((line) => line.trim());
  const links = new Map<string, string>();
  lines.forEach((line, index) => {
    const label = /^Confirm (.+):$/.exec(line)?.[1];
    const url = lines[index + 1];
    if (label && url?.startsWith(`${stack.appUrl}/tours/confirm#token=`)) links.set(label, url);
  });
  return links;
}

/** The tour desk has no account: its own browser context, without the buyer's session cookie. */
async function asTheDesk<T>(browser: Browser, body: (desk: Page) => Promise<T>): Promise<T> {
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ baseURL: stack.appUrl, viewport: { width: 1366, height: 900 } });
    context.setDefaultTimeout(UI_TIMEOUT_MS);
    return await body(await context.newPage());
  } finally {
    await context?.close();
  }
}

it('schedules a tour of a listed home through both steps: three times and the masked phone', () =>
  session.run(async () => {
    await page.goto(`/properties/${property.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: ADDRESS }));
    await expectVisible(page.getByText(/^No tours yet/));

    await page.getByRole('button', { name: 'Tools' }).click();
    const tools = page.getByRole('dialog', { name: ADDRESS });
    await tools
      .getByRole('group', { name: 'Schedule tour' })
      .getByRole('button', { name: 'Schedule tour' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Schedule a tour' });
    await expectVisible(modal);
    await expectVisible(modal.getByText(`Times are in ${ZONE_LABEL}`, { exact: false }));

    // Step 1: a past day is refused by the picker; the first slot has no remove button; three slots at most.
    const slot = (index: number) => modal.getByRole('group', { name: `Time slot ${index}` });
    const dateOf = (index: number) => slot(index).getByRole('textbox', { name: 'Date' });
    const audit = new AxeAudit(page);
    await audit.check('schedule tour modal, times', { include: '[role="dialog"]' });
    // The picker's calendar opens on focus; its days before today are disabled.
    await dateOf(1).click();
    await expectVisible(page.locator('[data-dates-dropdown]'));
    await audit.check('schedule tour modal, date picker open');
    await dateOf(1).fill(usDate(-2));
    await dateOf(1).press('Tab');
    await expectValue(dateOf(1), '');
    expect(
      await slot(1)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);
    for (const [index, { date, time }] of SLOTS.entries()) {
      if (index > 0) await modal.getByRole('button', { name: 'Add another time' }).click();
      await dateOf(index + 1).fill(date);
      await dateOf(index + 1).press('Tab');
      await expectValue(dateOf(index + 1), date);
      await slot(index + 1)
        .getByRole('combobox', { name: 'Time' })
        .selectOption(time);
    }
    expect(await modal.getByRole('button', { name: 'Add another time' }).count()).toBe(0);
    expect(
      await slot(1)
        .getByRole('button', { name: /^Remove/ })
        .count(),
    ).toBe(0);

    // Step 2 by its header: both channels on, the profile's name, the phone typed digit by digit into the mask.
    await modal.getByRole('button', { name: /Contact/ }).click();
    const email = modal.getByRole('checkbox', { name: 'Email' });
    const phone = modal.getByRole('checkbox', { name: 'Phone' });
    expect([await email.isChecked(), await phone.isChecked()]).toEqual([true, true]);
    await expectValue(modal.getByRole('textbox', { name: 'Name' }), buyer.name);
    await expectValue(modal.getByRole('textbox', { name: 'Email address' }), buyer.email);
    const phoneInput = modal.getByRole('textbox', { name: 'Phone number' });
    await phoneInput.fill('');
    await phoneInput.pressSequentially('801555');
    await expectValue(phoneInput, '(801) 555');
    await phoneInput.pressSequentially('0142');
    await expectValue(phoneInput, PHONE);

    // The header goes back to the times, which kept the three slots.
    await modal.getByRole('button', { name: /Time/ }).first().click();
    await expectValue(dateOf(3), SLOTS[2]!.date);
    await modal.getByRole('button', { name: /Contact/ }).click();

    await modal.getByRole('button', { name: 'Schedule tour' }).click();
    await expectVisible(page.getByText('Your tour is scheduled.'));
    await expectVisible(page.getByText('An agent will contact you soon to confirm available times.'));
    await modal.waitFor({ state: 'hidden' });

    await expectVisible(tourRow('Requested'));
    for (const label of LABELS) await expectVisible(tourRow('Requested').getByText(label, { exact: true }));
    await expectVisible(tourRow('Requested').getByText(`Proposed times (${ZONE_LABEL})`));
    await audit.check('property page with a requested tour');

    // The desk is told: one link per proposed time, and the buyer's two chosen channels.
    const request = await waitFor(async () => (await deskEmails('Tour request')).at(-1), {
      timeoutMs: EMAIL_TIMEOUT_MS,
      intervalMs: 250,
      message: `the tour request e-mail to ${deskEmail}`,
    });
    const links = confirmLinksIn(request);
    expect([...links.keys()]).toEqual(LABELS);
    expect(request.text).toContain(PHONE);
    expect(request.text).toContain(buyer.email);
    confirmLinks = LABELS.map((label) => links.get(label)!);
    // Last, so a violation does not keep the next tests from the desk's links.
    audit.expectClean();
  }));

it("confirms from the desk's link after asking, once; another time's link is refused; the buyer sees it", () =>
  session.run(async () => {
    if (confirmLinks.length !== LABELS.length) throw new Error('the first test did not read the desk e-mail');
    const chosen = LABELS[1]!;
    await asTheDesk(session.browser, async (desk) => {
      const audit = new AxeAudit(desk);
      // Opening the link only shows the time: mail scanners follow links, so nothing is confirmed by a GET.
      await openFromEmail(desk, confirmLinks[1]!);
      await expectVisible(desk.getByRole('heading', { name: 'Confirm the tour' }));
      await audit.check('tour confirmation page, asking');
      await expectVisible(desk.getByText(ADDRESS));
      await expectVisible(desk.getByText(`${chosen} (${ZONE_LABEL})`));
      await desk.getByRole('button', { name: `Confirm ${chosen}` }).click();
      await expectVisible(desk.getByRole('heading', { name: 'Tour confirmed' }));
      await audit.check('tour confirmation page, confirmed');

      // The same link again changes nothing and says so.
      await openFromEmail(desk, confirmLinks[1]!);
      await expectVisible(desk.getByRole('heading', { name: 'This tour is already confirmed' }));
      expect(await desk.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);

      // Another proposed time can no longer be confirmed.
      await openFromEmail(desk, confirmLinks[2]!);
      await expectVisible(desk.getByRole('heading', { name: 'This link can no longer be used' }));
      await audit.check('tour confirmation page, link used up');

      // A forged token is plainly invalid.
      await desk.goto(`/tours/confirm?token=${encodeURIComponent('forged.token')}`);
      await expectVisible(desk.getByRole('heading', { name: 'This link is not valid' }));
      audit.expectClean();
    });

    // The buyer's property page asks again on every visit.
    await page.goto(`/properties/${property.id}`);
    await expectVisible(tourRow('Confirmed'));
    await expectVisible(tourRow('Confirmed').getByText(`Confirmed time (${ZONE_LABEL})`));
    await expectVisible(tourRow('Confirmed').getByText(chosen, { exact: true }));
    expect(await tourRow('Confirmed').getByText(LABELS[0]!, { exact: true }).count()).toBe(0);

    // The buyer is told: an e-mail with the calendar invitation, and a notice in the bell.
    const invitation = await waitFor(
      async () =>
        (await emailsTo(buyer.email)).find(
          (email) => email.subject === `Your tour of ${ADDRESS} is confirmed`,
        ),
      { timeoutMs: EMAIL_TIMEOUT_MS, intervalMs: 250, message: `the confirmation e-mail to ${buyer.email}` },
    );
    expect(invitation.text).toContain(chosen);
    const attachments = (invitation as CaughtEmail & { attachments?: CaughtAttachment[] }).attachments ?? [];
    expect(
      attachments.map((file) => [file.fileName ?? file.filename, file.contentType.split(';')[0]]),
    ).toEqual([['tour.ics', 'text/calendar']]);
    await waitFor(
      async () => {
        const { body } = await buyer.client.get('/api/notifications');
        const { notifications } = body as { notifications: { title: string }[] };
        return notifications.some((notice) => notice.title === 'Tour confirmed');
      },
      { timeoutMs: EMAIL_TIMEOUT_MS, intervalMs: 250, message: "the buyer's 'Tour confirmed' notice" },
    );
    await page.reload();
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    // An unread notice's title is preceded by 'Unread: ' for screen readers.
    await expectVisible(page.getByText(/^(Unread: )?Tour confirmed$/));
    await page.keyboard.press('Escape');

    // The home page shows both: the tour among the upcoming ones at its confirmed time only, and the notice.
    await page.goto('/');
    const upcoming = page
      .getByRole('region', { name: 'Upcoming tours' })
      .getByRole('list', { name: 'Upcoming tours' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: ADDRESS }) });
    await expectVisible(upcoming.getByText('Confirmed', { exact: true }));
    await expectVisible(upcoming.getByText(`${chosen} (${ZONE_LABEL})`, { exact: true }));
    expect(await upcoming.getByText(`${LABELS[0]!} (${ZONE_LABEL})`, { exact: true }).count()).toBe(0);
    await expectVisible(
      page.getByRole('region', { name: 'Recent notifications' }).getByText(/^(Unread: )?Tour confirmed$/),
    );
  }));

it('cancels the tour from the property page after asking, and the desk is told', () =>
  session.run(async () => {
    if (confirmLinks.length !== LABELS.length) throw new Error('the first test did not schedule the tour');
    await page.goto(`/properties/${property.id}`);
    await tourRow('Confirmed').getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel tour' });
    const audit = new AxeAudit(page);
    await expectVisible(dialog);
    await audit.check('cancel tour confirmation');
    await dialog.getByRole('button', { name: 'Keep tour' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(tourRow('Confirmed'));

    await tourRow('Confirmed').getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Yes, cancel tour' }).click();
    await expectVisible(page.getByText('Your tour is cancelled. The tour desk has been told.'));
    await expectVisible(tourRow('Cancelled'));
    expect(await tourRow('Cancelled').getByRole('button', { name: 'Cancel' }).count()).toBe(0);

    const withdrawn = await waitFor(async () => (await deskEmails('Tour request withdrawn')).at(-1), {
      timeoutMs: EMAIL_TIMEOUT_MS,
      intervalMs: 250,
      message: `the withdrawal e-mail to ${deskEmail}`,
    });
    expect(withdrawn.text).toContain(LABELS[1]);
    await audit.check('property page with a cancelled tour');
    audit.expectClean();
  }));

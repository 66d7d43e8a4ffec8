import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { objectionEmail, type ObjectionLetter } from '@homeward/document-definitions';
import type { Objection } from '@api';
import { stubApi, type StubCall } from '../../../test/api-stub';
import { testProperty } from '../../../test/property-fixture';
import { renderRoutes } from '../../../test/render-app';
import { testInspection, testIssue } from '../../home-inspection/home-inspection-test-kit';
import {
  AGREEMENT_ID,
  deadlinesResponse,
  NO_AGREEMENT,
  utahDeadlines,
} from '../deadlines/deadlines-test-kit';
import { testDocument } from '../documents-test-kit';
import { LOCKED_MESSAGE, ObjectionPage } from './ObjectionPage';
import { addCalendarDays } from '@homeward/document-definitions';
import { localToday } from './objection-form';

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const estimate = (from: number, to: number) => ({
  issue_details: 'Explained.',
  estimated_fix_price_range: { from, to },
  recommended_actions: ['Hire a licensed trade.'],
  cost_source: 'typical' as const,
});
const panel = testIssue({
  title: 'Zinsco electrical panel',
  severity: 'critical',
  details: estimate(2500, 4000),
});
const roof = testIssue({
  title: 'Roof covering at end of life',
  severity: 'major',
  details: estimate(8000, 16000),
});
const drain = testIssue({ title: 'Slow bathroom drain', severity: 'minor' });

const OBJECTION_ID = 'ob1ec710-0000-4000-8000-000000000001';

function objectionFrom(body: Record<string, unknown>, propertyId: string): Objection {
  const letter = {
    ...(body as unknown as ObjectionLetter),
    property_address: '12 Oak St, Austin, TX 78701',
    state: 'TX',
    buyer_names: ['Pat Van Doe'],
    seller_names: [],
    time: '5:00 PM',
    time_zone: '',
    note: String(body.note ?? ''),
    recipient_name: String(body.recipient_name ?? ''),
  };
  return {
    ...(body as object),
    id: OBJECTION_ID,
    property_id: propertyId,
    inspection_file_name: String(body.inspection_file_name),
    recipient_email: String(body.recipient_email ?? ''),
    note: letter.note,
    recipient_name: letter.recipient_name,
    property_address: letter.property_address,
    state: 'TX',
    buyer_names: letter.buyer_names,
    seller_names: [],
    time: '5:00 PM',
    time_zone: null,
    purchase_agreement_id: null,
    email: objectionEmail(letter),
    created_at: '2026-12-01T12:00:00Z',
    updated_at: null,
  } as unknown as Objection;
}

type Routes = Parameters<typeof stubApi>[0];

function renderPage(unlocked: boolean, extra: (propertyId: string) => Routes = () => ({})) {
  const property = testProperty({ is_unlocked: unlocked });
  const report = testInspection({ property_id: property.id, file_name: 'maple-ridge.pdf' });
  const saved: Objection[] = [];
  const api = stubApi({
    [`GET /api/properties/${property.id}`]: { body: { property } },
    [`GET /api/properties/${property.id}/home-inspections`]: { body: { home_inspections: [report] } },
    [`GET /api/home-inspections/${report.id}/issues`]: { body: { issues: [drain, roof, panel] } },
    [`GET /api/properties/${property.id}/contract-deadlines`]: { body: NO_AGREEMENT },
    [`GET /api/properties/${property.id}/objections`]: () => ({ body: { objections: saved } }),
    [`POST /api/properties/${property.id}/objections`]: (call: StubCall) => {
      const objection = objectionFrom(call.body as Record<string, unknown>, property.id);
      saved.unshift(objection);
      return { status: 201, body: { objection } };
    },
    [`PUT /api/objections/${OBJECTION_ID}`]: (call: StubCall) => {
      const objection = {
        ...objectionFrom(call.body as Record<string, unknown>, property.id),
        updated_at: '2026-12-02T12:00:00Z',
      };
      saved.splice(0, saved.length, objection);
      return { status: 200, body: { objection } };
    },
    ...extra(property.id),
  });
  renderRoutes(
    [{ path: '/properties/due-diligence-objection', element: <ObjectionPage /> }],
    `/properties/due-diligence-objection?property=${property.id}`,
  );
  return { api, property, report };
}

describe('the due diligence objection page', () => {
  it('is locked until the property is unlocked', async () => {
    const { api, property } = renderPage(false);
    expect(await screen.findByText(new RegExp(LOCKED_MESSAGE), {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Write the objection' })).toBeNull();
    expect(api.callsTo(`GET /api/properties/${property.id}/objections`)).toHaveLength(0);
  });

  it("writes the objection from the report's findings, then shows its e-mail to copy and its PDF", async () => {
    const { api, property, report } = renderPage(true);
    const roofRow = await screen.findByRole('group', { name: 'Roof covering at end of life' }, slow);
    const panelRow = screen.getByRole('group', { name: 'Zinsco electrical panel' });
    const drainRow = screen.getByRole('group', { name: 'Slow bathroom drain' });
    expect((within(panelRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(roofRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(drainRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect((within(roofRow).getByRole('textbox', { name: 'Estimate to' }) as HTMLInputElement).value).toBe(
      '$16,000',
    );

    // The roof as a credit: its upper estimate, lowered by the buyer.
    fireEvent.click(within(roofRow).getByText('Credit'));
    const credit = (await within(roofRow).findByRole('textbox', {
      name: 'Credit asked',
    })) as HTMLInputElement;
    expect(credit.value).toBe('$16,000');
    fireEvent.change(credit, { target: { value: '12000' } });
    expect(await screen.findByText('Total credit asked for: $12,000')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'To (the seller or their agent)' }), {
      target: { value: 'Sam Agent' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Write the objection' }));

    await waitFor(() =>
      expect(api.callsTo(`POST /api/properties/${property.id}/objections`)).toHaveLength(1),
    );
    const sent = api.callsTo(`POST /api/properties/${property.id}/objections`)[0]!.body;
    expect(sent).toMatchObject({
      inspection_id: report.id,
      inspection_file_name: 'maple-ridge.pdf',
      sent_on: localToday(),
      recipient_name: 'Sam Agent',
      items: [
        {
          finding_id: panel.id,
          title: 'Zinsco electrical panel',
          remedy: 'repair',
          cost_from: 2500,
          cost_to: 4000,
        },
        { finding_id: roof.id, remedy: 'credit', credit_amount: 12000 },
      ],
    });

    const saved = await screen.findByRole('article', {}, slow);
    const email = within(saved).getByRole('figure', { name: 'E-mail to the seller' });
    expect(email.textContent).toContain('Dear Sam Agent,');
    expect(email.textContent).toContain(
      '2. Roof covering at end of life (major; estimated $8,000 to $16,000): a credit',
    );
    expect(within(saved).getByRole('button', { name: 'Copy e-mail' })).toBeTruthy();
    expect(
      within(saved)
        .getByRole('link', { name: /Download PDF/ })
        .getAttribute('href'),
    ).toBe('/api/objections/ob1ec710-0000-4000-8000-000000000001/pdf');
  });

  it("shows the server's refusal beside the field it names", async () => {
    const message = 'The objection must reach the seller by the Due Diligence Deadline, 12/03/2026.';
    const { api, property } = renderPage(true, (propertyId) => ({
      [`POST /api/properties/${propertyId}/objections`]: {
        status: 400,
        body: { error: 'invalid_request', message, fields: { sent_on: message } },
      },
    }));
    await screen.findByRole('group', { name: 'Roof covering at end of life' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Write the objection' }));
    const sentOn = await screen.findByLabelText(/Objection sent on/);
    await waitFor(() => expect(sentOn.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2); // beside the field and in the alert
    expect(api.callsTo(`POST /api/properties/${property.id}/objections`)).toHaveLength(1);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it("counts the response and resolution deadlines by the completed agreement's periods", async () => {
    const agreement = testDocument({
      id: AGREEMENT_ID,
      document_type: 'purchase_agreement',
      status: 'completed',
      snapshot: {
        template: 'purchase-agreement-utah',
        prefilled_template: '',
        prefilled_data: { due_diligence: { response_days: 5, resolution_days: 10 } },
        saved_at: '2026-12-01T12:00:00Z',
      },
    });
    renderPage(true, (propertyId) => ({
      [`GET /api/properties/${propertyId}/contract-deadlines`]: { body: deadlinesResponse(utahDeadlines()) },
      [`GET /api/properties/${propertyId}/documents`]: { body: { documents: [agreement] } },
    }));
    await screen.findByRole('group', { name: 'Roof covering at end of life' }, slow);
    const response = screen.getByLabelText(/Seller's response due by/) as HTMLInputElement;
    const resolution = screen.getByLabelText(/Resolution deadline/) as HTMLInputElement;
    expect(response.value).toBe(addCalendarDays(localToday(), 5));
    expect(resolution.value).toBe(addCalendarDays(localToday(), 15));
    expect(response.readOnly).toBe(true);
    expect(screen.getByText(/the seller has 5 days to respond, then you have 10 days/)).toBeTruthy();

    const later = addCalendarDays(localToday(), 2);
    fireEvent.change(screen.getByLabelText(/Objection sent on/), { target: { value: later } });
    expect(response.value).toBe(addCalendarDays(later, 5));
    expect(resolution.value).toBe(addCalendarDays(later, 15));
  });

  it('asks for a finding before sending nothing', async () => {
    const { api, property } = renderPage(true);
    for (const name of ['Roof covering at end of life', 'Zinsco electrical panel']) {
      const row = await screen.findByRole('group', { name }, slow);
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Write the objection' }));
    expect(await screen.findByText('Choose at least one finding to object to.')).toBeTruthy();
    expect(api.callsTo(`POST /api/properties/${property.id}/objections`)).toHaveLength(0);
  });

  it('opens a saved objection in the same editor, and saves the edit over it', async () => {
    const { api, property, report } = renderPage(true);
    await screen.findByRole('group', { name: 'Roof covering at end of life' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Write the objection' }));
    const saved = await screen.findByRole('article', {}, slow);
    expect(within(saved).getByRole('figure', { name: 'E-mail to the seller' }).textContent).toContain(
      'Roof covering at end of life',
    );

    fireEvent.click(within(saved).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: /^Edit the objection sent on / })).toBeTruthy();
    // As saved: the two items chosen with their values; the report's other finding offered, not chosen.
    const roofRow = await screen.findByRole('group', { name: 'Roof covering at end of life' }, slow);
    const drainRow = screen.getByRole('group', { name: 'Slow bathroom drain' });
    expect((within(roofRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect((within(drainRow).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(
      (screen.getByLabelText(/Objection sent on/, { selector: 'input' }) as HTMLInputElement).value,
    ).toBe(localToday());

    // Drop the roof, ask a credit for the panel, move the dates.
    fireEvent.click(within(roofRow).getByRole('checkbox'));
    const panelRow = screen.getByRole('group', { name: 'Zinsco electrical panel' });
    fireEvent.click(within(panelRow).getByText('Credit'));
    const credit = (await within(panelRow).findByRole('textbox', {
      name: 'Credit asked',
    })) as HTMLInputElement;
    fireEvent.change(credit, { target: { value: '3500' } });
    const later = addCalendarDays(localToday(), 1);
    fireEvent.change(screen.getByLabelText(/Objection sent on/, { selector: 'input' }), {
      target: { value: later },
    });
    fireEvent.change(screen.getByLabelText(/Seller's response due by/), {
      target: { value: addCalendarDays(later, 4) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.callsTo(`PUT /api/objections/${OBJECTION_ID}`)).toHaveLength(1));
    expect(api.callsTo(`POST /api/properties/${property.id}/objections`)).toHaveLength(1);
    const body = api.callsTo(`PUT /api/objections/${OBJECTION_ID}`)[0]!.body;
    expect(body).toMatchObject({
      inspection_id: report.id,
      sent_on: later,
      seller_response_due: addCalendarDays(later, 4),
      items: [{ finding_id: panel.id, remedy: 'credit', credit_amount: 3500 }],
    });
    expect((body as { items: unknown[] }).items).toHaveLength(1);

    // Back to writing a new one; the list shows the edit.
    expect(await screen.findByRole('heading', { name: 'Write an objection' }, slow)).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('article')).getByRole('figure', { name: 'E-mail to the seller' }).textContent,
      ).toContain('a credit to the Buyer of $3,500'),
    );
    expect(within(screen.getByRole('article')).getByText(/^Edited /)).toBeTruthy();
  });

  it("shows the server's refusal of an edit beside its field, and cancels back to a new objection", async () => {
    const message = "The resolution deadline must come after the seller's response is due.";
    const { api } = renderPage(true, () => ({
      [`PUT /api/objections/${OBJECTION_ID}`]: {
        status: 400,
        body: { error: 'invalid_request', message, fields: { resolution_deadline: message } },
      },
    }));
    await screen.findByRole('group', { name: 'Roof covering at end of life' }, slow);
    fireEvent.click(screen.getByRole('button', { name: 'Write the objection' }));
    fireEvent.click(
      within(await screen.findByRole('article', {}, slow)).getByRole('button', { name: 'Edit' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save changes' }, slow));
    const resolution = screen.getByLabelText(/Resolution deadline/);
    await waitFor(() => expect(resolution.getAttribute('aria-invalid')).toBe('true'));
    expect(api.callsTo(`PUT /api/objections/${OBJECTION_ID}`)).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Write an objection' })).toBeTruthy();
  });
});

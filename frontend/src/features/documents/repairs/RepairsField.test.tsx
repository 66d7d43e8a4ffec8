import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repairRequest, type DocumentData } from '@homeward/document-definitions';
import type { StubCall } from '../../../test/api-stub';
import { testProperty } from '../../../test/property-fixture';
import { NO_INSPECTOR_PART, testInspection, testIssue } from '../../home-inspection/home-inspection-test-kit';
import type { InspectionIssue } from '../../home-inspection/home-inspection-contract';
import { renderEditor } from '../documents-test-kit';
import { REPAIR_IMPORT_BUTTON } from './RepairsField';
import { REPAIR_IMPORT_TITLE } from './RepairRequestModal';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const property = testProperty({ is_unlocked: true });
const report = testInspection({ property_id: property.id, file_name: 'maple-ridge.pdf' });
const range = (from: number, to: number) => ({
  issue_details: 'Explained.',
  estimated_fix_price_range: { from, to },
  recommended_actions: ['Hire a licensed trade.'],
  cost_source: 'typical' as const,
});
const panel = testIssue({
  title: 'Zinsco electrical panel',
  severity: 'critical',
  details: range(2500, 4000),
});
const roof = testIssue({ title: 'Roof covering at end of life', severity: 'major' });
const drain = testIssue({ title: 'Slow bathroom drain', severity: 'minor' });
const ISSUES = [drain, roof, panel];
const explained: Record<string, InspectionIssue> = { [roof.id]: { ...roof, details: range(8000, 16000) } };

/** The agreement's fixtures section on a property with `reports`, the BFF explaining the roof when asked. */
function renderRepairs(reports = [report], metaData: DocumentData = {}) {
  return renderEditor('purchase_agreement', property, metaData, {
    query: 'form=property-condition-and-disclosure',
    extra: {
      [`GET /api/properties/${property.id}/home-inspections`]: { body: { home_inspections: reports } },
      [`GET /api/home-inspections/${report.id}/issues`]: { body: { issues: ISSUES } },
      'POST /api/property/home-inspection-issue': (call: StubCall) => {
        const issue = explained[(call.body as { issue_id: string }).issue_id];
        return issue
          ? { body: { issue } }
          : { status: 404, body: { error: 'not_found', message: 'Issue not found' } };
      },
    },
  });
}

// A whole section renders per step; a loaded machine can take longer than findBy's default second.
const slow = { timeout: 5000 };
const repairsField = () =>
  screen.findByRole('textbox', { name: /Repairs and improvements/ }, slow) as Promise<HTMLTextAreaElement>;

describe('importing the inspection report into the repairs field', () => {
  it('previews the critical and major findings with their estimates, as repairs or a credit, and saves the choice at once', async () => {
    const { api, saves } = renderRepairs();
    const field = await repairsField();
    const box = await screen.findByRole('group', { name: 'Inspection report' }, slow);
    expect(box.textContent).toContain('maple-ridge.pdf) has 1 critical finding and 3 major findings.');
    fireEvent.click(within(box).getByRole('button', { name: REPAIR_IMPORT_BUTTON }));

    const dialog = await screen.findByRole('dialog', { name: REPAIR_IMPORT_TITLE });
    const preview = await within(dialog).findByRole('figure', { name: 'Text to insert' });
    // Only the finding without details was explained, to get its estimate.
    expect(api.callsTo('POST /api/property/home-inspection-issue').map((call) => call.body)).toEqual([
      { issue_id: roof.id },
    ]);
    const withEstimates = [drain, explained[roof.id]!, panel];
    expect(preview.textContent).toBe(repairRequest(withEstimates, 'repair').text);
    expect(preview.textContent).toContain(
      '1. Zinsco electrical panel (critical; estimated $2,500 to $4,000)',
    );
    expect(preview.textContent).toContain(
      '2. Roof covering at end of life (major; estimated $8,000 to $16,000)',
    );
    expect(preview.textContent).not.toContain('Slow bathroom drain');

    fireEvent.click(within(dialog).getByText('Request a credit'));
    await waitFor(() =>
      expect(within(dialog).getByRole('figure', { name: 'Text to insert' }).textContent).toBe(
        repairRequest(withEstimates, 'credit').text,
      ),
    );
    expect(within(dialog).getByRole('figure').textContent).toMatch(/credit the Buyer \$20,000 at settlement/);
    expect(within(dialog).queryByText(/replaces what the repairs field holds/)).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Insert into the agreement' }));
    await waitFor(() => expect(field.value).toBe(repairRequest(withEstimates, 'credit').text));
    await waitFor(() =>
      expect(saves().at(-1)).toMatchObject({
        property_condition: { repairs_and_improvements: repairRequest(withEstimates, 'credit').text },
      }),
    );
  });

  it('says the import replaces what the buyer typed, and Cancel keeps it', async () => {
    const typed = { property_condition: { repairs_and_improvements: 'Fix the gate.' } };
    const { saves } = renderRepairs([report], typed);
    const field = await repairsField();
    fireEvent.click(await screen.findByRole('button', { name: REPAIR_IMPORT_BUTTON }));
    const dialog = await screen.findByRole('dialog', { name: REPAIR_IMPORT_TITLE });
    expect(await within(dialog).findByText(/replaces what the repairs field holds now/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: REPAIR_IMPORT_TITLE })).toBeNull());
    expect(field.value).toBe('Fix the gate.');
    expect(saves()).toEqual([]);
  });

  it('offers nothing while the only report is still being analyzed', async () => {
    const { api } = renderRepairs([testInspection({ status: 'analyzing' })]);
    await repairsField();
    await waitFor(() =>
      expect(api.callsTo(`GET /api/properties/${property.id}/home-inspections`)).toHaveLength(1),
    );
    expect(screen.queryByRole('group', { name: 'Inspection report' })).toBeNull();
    expect(screen.queryByRole('button', { name: REPAIR_IMPORT_BUTTON })).toBeNull();
  });

  it('says when the analyzed report has no critical or major findings', async () => {
    const quiet = testInspection({
      severity_totals: {
        ...report.severity_totals,
        critical: { count: 0, from: 0, to: 0, inspector: NO_INSPECTOR_PART },
        major: { count: 0, from: 0, to: 0, inspector: NO_INSPECTOR_PART },
      },
    });
    renderRepairs([quiet]);
    await repairsField();
    const box = await screen.findByRole('group', { name: 'Inspection report' }, slow);
    expect(box.textContent).toContain('has no critical or major findings');
    expect(within(box).queryByRole('button')).toBeNull();
  });
});

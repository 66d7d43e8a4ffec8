import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { RequireAuth } from '../auth/RequireAuth';
import { PurchaseGuideButton } from './PurchaseGuideButton';
import { PURCHASE_GUIDE_TITLE } from './PurchaseGuideModal';

// Behind the guard, as in the app: the guide is only there once the signed-in user is known.
const routes = [{ element: <RequireAuth />, children: [{ path: '/', element: <PurchaseGuideButton /> }] }];
const FIRST_STEP = 'Review your income, debts and monthly spending';
const SECOND_STEP = 'Save for the down payment (3-20%)';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openGuide() {
  fireEvent.click(await screen.findByRole('button', { name: 'Purchase guide' }));
  return screen.findByRole('dialog', { name: PURCHASE_GUIDE_TITLE });
}

function step(dialog: HTMLElement, label: string): HTMLInputElement {
  return within(dialog).getByRole('checkbox', { name: label }) as HTMLInputElement;
}

describe('PurchaseGuideModal', () => {
  it("opens 'How does it work?' with the user's saved ticks", async () => {
    stubApi({
      'GET /api/me': {
        body: { user: { ...signedInUser, purchase_checklist: { budget: { save_down_payment: true } } } },
      },
    });
    renderRoutes(routes, '/');
    const dialog = await openGuide();
    await waitFor(() => expect(step(dialog, SECOND_STEP).checked).toBe(true));
    expect(step(dialog, FIRST_STEP).checked).toBe(false);
    expect(within(dialog).getByText('1/4')).toBeTruthy();
  });

  it('ticks at once and saves the whole checklist, one save after another', async () => {
    let release: () => void = () => undefined;
    const firstSaveHeld = new Promise<void>((resolve) => (release = resolve));
    const api = stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'PUT /api/me/checklist': async (call) => {
        if (api.callsTo('PUT /api/me/checklist').length === 1) await firstSaveHeld;
        return { body: call.body };
      },
    });
    renderRoutes(routes, '/');
    const dialog = await openGuide();
    // Ticked at once: a controlled checkbox must not flip back while the cache catches up.
    fireEvent.click(step(dialog, FIRST_STEP));
    expect(step(dialog, FIRST_STEP).checked).toBe(true);
    fireEvent.click(step(dialog, SECOND_STEP));
    expect(step(dialog, SECOND_STEP).checked).toBe(true);
    expect(step(dialog, FIRST_STEP).checked).toBe(true);
    // The second save waits for the first, so the server cannot end up with the older state.
    await waitFor(() => expect(api.callsTo('PUT /api/me/checklist')).toHaveLength(1));
    release();
    await waitFor(() => expect(api.callsTo('PUT /api/me/checklist')).toHaveLength(2));
    expect(api.callsTo('PUT /api/me/checklist').map((call) => call.body)).toEqual([
      { purchase_checklist: { budget: { review_finances: true } } },
      { purchase_checklist: { budget: { review_finances: true, save_down_payment: true } } },
    ]);
  });

  it('only logs a failed save: no notification, the tick stays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubApi({
      'GET /api/me': { body: { user: signedInUser } },
      'PUT /api/me/checklist': { status: 503, body: { error: 'unavailable', message: 'Try later' } },
    });
    renderRoutes(routes, '/');
    const dialog = await openGuide();
    fireEvent.click(step(dialog, FIRST_STEP));
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        '[homeward] Saving the purchase checklist failed',
        expect.anything(),
      ),
    );
    expect(step(dialog, FIRST_STEP).checked).toBe(true);
    expect(screen.queryByText('Try later')).toBeNull();
  });
});

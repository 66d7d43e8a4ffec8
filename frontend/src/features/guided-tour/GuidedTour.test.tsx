import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInUser, stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render-app';
import { GuidedTour } from './GuidedTour';
import { GUIDED_TOUR_TARGETS } from './guided-tour-steps';

afterEach(() => vi.unstubAllGlobals());

type Target = keyof typeof GUIDED_TOUR_TARGETS;

/** A page with the layout's tour and the given targets. */
function Page({ targets }: { targets: readonly Target[] }) {
  return (
    <>
      <GuidedTour />
      {targets.map((target) =>
        target === 'documents' ? (
          <section key={target} data-guided-tour={GUIDED_TOUR_TARGETS[target]}>
            {target}
          </section>
        ) : (
          <button key={target} type="button" data-guided-tour={GUIDED_TOUR_TARGETS[target]}>
            {target}
          </button>
        ),
      )}
    </>
  );
}

const ALL: readonly Target[] = ['schedule', 'offerLetter', 'documents'];

function renderTour(options: { done?: boolean; targets?: readonly Target[] } = {}) {
  const api = stubApi({
    'GET /api/me': { body: { user: { ...signedInUser, guided_tour_done: options.done ?? false } } },
    // The BFF answers 204; the stub's Response cannot carry a 204 with a body, and the client reads none.
    'POST /api/me/guided-tour': { status: 200, body: null },
  });
  const view = renderRoutes([{ path: '/', element: <Page targets={options.targets ?? ALL} /> }], '/');
  return { api, ...view };
}

const tourDialog = () => screen.findByRole('dialog', { name: 'Schedule a tour' });
const ends = (api: ReturnType<typeof stubApi>) =>
  api.callsTo('POST /api/me/guided-tour').map((call) => call.body);

describe('guided tour', () => {
  it('walks through schedule, offer letter and documents with Back, Next Step and Get Started!, recording finished once', async () => {
    const { api } = renderTour();
    const first = await tourDialog();
    const documents = screen.getByText('documents');
    expect(within(first).getByText('Step 1 of 3')).toBeTruthy();
    expect(within(first).getByRole('button', { name: 'Skip' })).toBeTruthy();
    expect(screen.getByText('schedule').classList.contains('driver-active-element')).toBe(true);

    fireEvent.click(within(first).getByRole('button', { name: 'Next Step' }));
    const second = await screen.findByRole('dialog', { name: 'Write an offer letter' });
    expect(screen.getByText('offerLetter').classList.contains('driver-active-element')).toBe(true);
    fireEvent.click(within(second).getByRole('button', { name: 'Back' }));
    fireEvent.click(within(await tourDialog()).getByRole('button', { name: 'Next Step' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Write an offer letter' })).getByRole('button', {
        name: 'Next Step',
      }),
    );
    const last = await screen.findByRole('dialog', { name: 'Your documents' });
    expect(within(last).getByText('Step 3 of 3')).toBeTruthy();
    // A section is highlighted, not a control: it does not claim to open the popover.
    await waitFor(() => expect(documents.hasAttribute('aria-expanded')).toBe(false));
    expect(documents.classList.contains('driver-active-element')).toBe(true);
    fireEvent.click(within(last).getByRole('button', { name: 'Get Started!' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(ends(api)).toEqual([{ outcome: 'finished' }]));
  });

  it('Skip ends it at once and records skipped, once', async () => {
    const { api } = renderTour();
    fireEvent.click(within(await tourDialog()).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(ends(api)).toEqual([{ outcome: 'skipped' }]));
    // The cached user now says done: nothing starts it again on this page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ends(api)).toHaveLength(1);
  });

  it('the close button and Escape record closed', async () => {
    const closed = renderTour();
    fireEvent.click(within(await tourDialog()).getByRole('button', { name: 'Close the guided tour' }));
    await waitFor(() => expect(ends(closed.api)).toEqual([{ outcome: 'closed' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
    closed.unmount();

    const escaped = renderTour();
    await tourDialog();
    fireEvent.keyUp(window, { key: 'Escape' });
    await waitFor(() => expect(ends(escaped.api)).toEqual([{ outcome: 'closed' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not run while any of the three targets is missing', async () => {
    const { api } = renderTour({ targets: ['schedule', 'documents'] });
    expect(await screen.findByText('documents')).toBeTruthy();
    await waitFor(() => expect(api.callsTo('GET /api/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ends(api)).toEqual([]);
  });

  it('does not run for a user who already ended it', async () => {
    const { api } = renderTour({ done: true });
    await waitFor(() => expect(api.callsTo('GET /api/me')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts when the last target appears later, as a page renders its data', async () => {
    const api = stubApi({
      'GET /api/me': { body: { user: { ...signedInUser, guided_tour_done: false } } },
      'POST /api/me/guided-tour': { status: 200, body: null },
    });
    const view = renderRoutes([{ path: '/', element: <Page targets={['schedule', 'offerLetter']} /> }], '/');
    await waitFor(() => expect(api.callsTo('GET /api/me')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    const late = document.createElement('section');
    late.dataset.guidedTour = GUIDED_TOUR_TARGETS.documents;
    document.body.appendChild(late);
    expect(await tourDialog()).toBeTruthy();
    view.unmount();
    late.remove();
    // Taken down with the page, not ended: nothing is recorded.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(ends(api)).toEqual([]);
  });
});

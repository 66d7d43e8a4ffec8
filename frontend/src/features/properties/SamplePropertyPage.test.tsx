import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { LOOKUP_MESSAGES, LookupMessage, ROTATE_EVERY_MS } from './LookupMessage';
import { renderWithProperties } from './properties-test-kit';
import { SAMPLE_BANNER } from './SamplePropertyPage';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('/properties/sample', () => {
  it('shows the sample under the black banner and goes back to the list', async () => {
    const sample = testProperty({
      is_sample: true,
      price: 350000,
      address: { ...testProperty().address, formatted_address: '1 Sample Way, Austin, TX 78701' },
    });
    const { api, router } = renderWithProperties(
      [],
      { 'GET /api/properties/sample': { body: { property: sample } } },
      '/properties/sample',
    );
    expect(await screen.findByText(SAMPLE_BANNER)).toBe(
      screen.getByText("You're looking at a sample property"),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: '1 Sample Way, Austin, TX 78701' }),
    ).toBeTruthy();
    expect(screen.getByText('$350,000')).toBeTruthy();
    // The sample is shown as it is: no street view lookup for it.
    expect(api.callsTo('POST /api/property/streetview')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });
});

describe('waiting message', () => {
  it('rotates every 5 seconds', () => {
    vi.useFakeTimers();
    render(
      <MantineProvider>
        <LookupMessage />
      </MantineProvider>,
    );
    expect(ROTATE_EVERY_MS).toBe(5000);
    expect(screen.getByText(LOOKUP_MESSAGES[0]!)).toBeTruthy();
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByText(LOOKUP_MESSAGES[0]!)).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(LOOKUP_MESSAGES[1]!)).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { renderWithProperties } from '../properties/properties-test-kit';
import { CARD_NUMBER_INCOMPLETE } from './card-format';
import { PAYMENT_INTENT_FAILED } from './PaymentModal';
import { CLIENT_SECRET, fillCard, OAK, openPayment } from './unlock-test-kit';

afterEach(() => vi.unstubAllGlobals());

describe('unlock for $99', () => {
  it('pays with the offline card form, returns to the property and waits there until it is unlocked', async () => {
    const property = testProperty();
    let unlocked = false;
    let statusChecks = 0;
    const { api, payment, router } = await openPayment(property, {
      'POST /api/stripe/offline/confirm': { body: { status: 'succeeded' } },
      'GET /api/stripe/payment-status': () => {
        statusChecks += 1;
        // The unlock event lands between the first and the second check.
        if (statusChecks >= 2) unlocked = true;
        return { body: { status: 'succeeded' } };
      },
      [`GET /api/properties/${property.id}`]: () => ({
        body: { property: { ...property, is_unlocked: unlocked } },
      }),
    });
    expect(api.callsTo('POST /api/stripe/create-payment')[0]?.body).toEqual({
      amount: 99,
      propertyId: property.id,
    });
    const number = await within(payment).findByLabelText('Card number');
    fireEvent.change(number, { target: { value: '4242424242424242' } });
    expect((number as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    fillCard(payment, '4242424242424242');
    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/properties/${property.id}`));
    expect(api.callsTo('POST /api/stripe/offline/confirm')[0]?.body).toEqual({
      client_secret: CLIENT_SECRET,
      card_number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
    });
    expect(await screen.findByText('Payment received. Unlocking your property…')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Payment received. Unlocking your property…')).toBeNull(), {
      timeout: 5000,
    });
    expect(api.callsTo('GET /api/stripe/payment-status')[0]?.search).toBe(`?property_id=${property.id}`);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('Unlocked')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Actions for ${OAK}` }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual(['Edit']);
  });

  it("shows the card's own error when it is declined and lets the buyer try again", async () => {
    const { payment } = await openPayment(testProperty(), {
      'POST /api/stripe/offline/confirm': {
        status: 402,
        body: { error: 'card_declined', message: 'Your card was declined.' },
      },
    });
    await within(payment).findByLabelText('Card number');
    fillCard(payment, '4000000000000002');
    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));
    expect(await within(payment).findByRole('alert')).toHaveProperty(
      'textContent',
      'Your card was declined.',
    );
    expect(within(payment).getByRole('button', { name: 'Pay $99' })).toHaveProperty('disabled', false);
  });

  it('checks the card form before anything is sent', async () => {
    const { api, payment } = await openPayment(testProperty(), {});
    await within(payment).findByLabelText('Card number');
    fillCard(payment, '4242 4242');
    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));
    expect(await within(payment).findByText(CARD_NUMBER_INCOMPLETE)).toBeTruthy();
    expect(api.callsTo('POST /api/stripe/offline/confirm')).toEqual([]);
  });

  it(`says '${PAYMENT_INTENT_FAILED}' when the payment cannot be created`, async () => {
    const { payment } = await openPayment(testProperty(), {
      'POST /api/stripe/create-payment': { status: 503, body: { error: 'unavailable', message: 'down' } },
    });
    expect(await within(payment).findByText(PAYMENT_INTENT_FAILED)).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Pay $99' })).toHaveProperty('disabled', true);
    fireEvent.click(within(payment).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlock property' })).toBeNull());
  });

  it('tells the buyer when the payment did not go through after the return', async () => {
    const property = testProperty();
    renderWithProperties(
      [property],
      { 'GET /api/stripe/payment-status': { body: { status: 'requires_payment_method' } } },
      `/properties/${property.id}?redirect_status=succeeded`,
    );
    expect(await screen.findByText('Payment not completed')).toBeTruthy();
  });
});

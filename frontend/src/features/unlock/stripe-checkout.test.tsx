import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProperty } from '../../test/property-fixture';
import { renderWithProperties } from '../properties/properties-test-kit';
import { STRIPE_KEY_MISSING } from './PaymentModal';
import { STRIPE_LOAD_FAILED, STRIPE_UNEXPECTED_ERROR } from './StripeCheckout';
import { CLIENT_SECRET, fillCard, OFFLINE, openPayment, stripeGateway } from './unlock-test-kit';

// Stripe's packages talk to Stripe's servers, so they are replaced at the module edge: loadStripe hands out a fake
// Stripe whose confirmPayment is recorded, and Elements passes that instance down the way the real provider does.
const stripe = vi.hoisted(() => {
  const elements = { name: 'fake elements' };
  const instance = { confirmPayment: vi.fn() };
  return { elements, instance, loadStripe: vi.fn(), elementsProps: vi.fn() };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
// The package's main entry injects Stripe's script when imported; nothing may import it at run time.
vi.mock('@stripe/stripe-js', () => {
  throw new Error("'@stripe/stripe-js' loads Stripe's script on import; use '@stripe/stripe-js/pure'");
});
vi.mock('@stripe/react-stripe-js', () => {
  const StripeContext = createContext<unknown>(null);
  return {
    Elements: (props: { stripe: unknown; options: unknown; children: ReactNode }) => {
      stripe.elementsProps({ stripe: props.stripe, options: props.options });
      return <StripeContext.Provider value={props.stripe}>{props.children}</StripeContext.Provider>;
    },
    PaymentElement: () => <div data-testid="stripe-payment-element" />,
    useStripe: () => useContext(StripeContext),
    useElements: () => (useContext(StripeContext) ? stripe.elements : null),
  };
});

beforeEach(() => {
  stripe.loadStripe.mockReset();
  stripe.loadStripe.mockResolvedValue(stripe.instance);
  stripe.instance.confirmPayment.mockReset();
  stripe.elementsProps.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('unlock with the Stripe gateway', () => {
  it("shows Stripe's Payment Element and confirms with a return to the property's page", async () => {
    const property = testProperty();
    // On success Stripe navigates away, so confirmPayment never settles.
    stripe.instance.confirmPayment.mockReturnValue(new Promise(() => undefined));
    const { api, payment } = await openPayment(property, {
      'GET /api/stripe/options': stripeGateway('pk_test_elements'),
    });

    expect(await within(payment).findByTestId('stripe-payment-element')).toBeTruthy();
    expect(within(payment).queryByLabelText('Card number')).toBeNull();
    expect(stripe.loadStripe.mock.calls).toEqual([['pk_test_elements']]);
    expect(stripe.elementsProps).toHaveBeenLastCalledWith({
      stripe: stripe.instance,
      options: { clientSecret: CLIENT_SECRET },
    });
    expect(api.callsTo('POST /api/stripe/create-payment')[0]?.body).toEqual({
      amount: 99,
      propertyId: property.id,
    });

    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));
    await waitFor(() => expect(stripe.instance.confirmPayment).toHaveBeenCalledTimes(1));
    expect(stripe.instance.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      confirmParams: {
        return_url: `${window.location.origin}/properties/${property.id}?payment=return`,
      },
    });
    expect(api.callsTo('POST /api/stripe/offline/confirm')).toEqual([]);
  });

  it("shows a card error's own message and lets the buyer try again", async () => {
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', message: 'Your card has insufficient funds.' },
    });
    const { payment } = await openPayment(testProperty(), {
      'GET /api/stripe/options': stripeGateway('pk_test_declines'),
    });
    await within(payment).findByTestId('stripe-payment-element');

    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));
    expect(await within(payment).findByRole('alert')).toHaveProperty(
      'textContent',
      'Your card has insufficient funds.',
    );
    expect(within(payment).getByRole('button', { name: 'Pay $99' })).toHaveProperty('disabled', false);
  });

  it("keeps Stripe's internal errors to a plain message", async () => {
    stripe.instance.confirmPayment.mockResolvedValue({
      error: { type: 'api_error', message: 'Internal: request req_123 failed' },
    });
    const { payment } = await openPayment(testProperty(), {
      'GET /api/stripe/options': stripeGateway('pk_test_api_error'),
    });
    await within(payment).findByTestId('stripe-payment-element');

    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));
    expect(await within(payment).findByRole('alert')).toHaveProperty('textContent', STRIPE_UNEXPECTED_ERROR);
  });

  it('says so when Stripe.js cannot be loaded, and charges nothing', async () => {
    stripe.loadStripe.mockRejectedValue(new Error('Failed to load Stripe.js'));
    const { payment } = await openPayment(testProperty(), {
      'GET /api/stripe/options': stripeGateway('pk_test_unreachable'),
    });

    expect(await within(payment).findByText(STRIPE_LOAD_FAILED)).toBeTruthy();
    expect(within(payment).getByRole('button', { name: 'Pay $99' })).toHaveProperty('disabled', true);
    expect(within(payment).queryByTestId('stripe-payment-element')).toBeNull();
  });

  it('refuses to show checkout when the server names the Stripe gateway without a publishable key', async () => {
    const { payment } = await openPayment(testProperty(), { 'GET /api/stripe/options': stripeGateway(null) });

    expect(await within(payment).findByText(STRIPE_KEY_MISSING)).toBeTruthy();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});

describe('unlock with the offline gateway', () => {
  it('never loads Stripe.js', async () => {
    const { payment } = await openPayment(testProperty(), {
      'GET /api/stripe/options': OFFLINE,
      'POST /api/stripe/offline/confirm': { body: { status: 'succeeded' } },
    });
    await within(payment).findByLabelText('Card number');
    fillCard(payment, '4242424242424242');
    fireEvent.click(within(payment).getByRole('button', { name: 'Pay $99' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Unlock property' })).toBeNull());
    expect(screen.queryByTestId('stripe-payment-element')).toBeNull();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});

describe("back from Stripe's checkout", () => {
  it.each([
    ['our return mark alone', '?payment=return'],
    [
      'the parameters Stripe appends',
      '?payment=return&payment_intent=pi_3Abc&payment_intent_client_secret=pi_3Abc_secret_x&redirect_status=succeeded',
    ],
  ])('polls the payment and the property until it is unlocked, with %s', async (_, search) => {
    const property = testProperty();
    let unlocked = false;
    let statusChecks = 0;
    const { api, router } = renderWithProperties(
      [property],
      {
        'GET /api/stripe/payment-status': () => {
          statusChecks += 1;
          // The webhook's unlock lands between the first and the second check.
          if (statusChecks >= 2) unlocked = true;
          return { body: { status: 'succeeded' } };
        },
        [`GET /api/properties/${property.id}`]: () => ({
          body: { property: { ...property, is_unlocked: unlocked } },
        }),
      },
      `/properties/${property.id}${search}`,
    );

    expect(await screen.findByText('Payment received. Unlocking your property…')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Unlocked')).toBeTruthy(), { timeout: 5000 });
    expect(screen.queryByText('Payment received. Unlocking your property…')).toBeNull();
    expect(api.callsTo('GET /api/stripe/payment-status')[0]?.search).toBe(`?property_id=${property.id}`);
    expect(statusChecks).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});

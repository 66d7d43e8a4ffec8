// Shared set-up of the unlock tests: a property list with a fake BFF, opened through the menu to the payment dialog.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import { chooseMenuItem, renderWithProperties } from '../properties/properties-test-kit';
import type { Property } from '@api';

export const OAK = '12 Oak St, Austin, TX 78701';
export const CLIENT_SECRET = 'pi_3Offline_secret_abc';
export const OFFLINE = { body: { gateway: 'offline', publishable_key: null, unlock_price_cents: 9900 } };

export function stripeGateway(publishableKey: string | null) {
  return { body: { gateway: 'stripe', publishable_key: publishableKey, unlock_price_cents: 9900 } };
}

type Routes = Parameters<typeof renderWithProperties>[1];

/** Menu -> 'Unlock for $99' -> the explainer -> 'Unlock for $99' -> the 'Unlock property' payment dialog. */
export async function openPayment(property: Property, routes: Routes) {
  const view = renderWithProperties([property], {
    'GET /api/stripe/options': OFFLINE,
    'POST /api/stripe/create-payment': { body: { clientSecret: CLIENT_SECRET } },
    ...routes,
  });
  await chooseMenuItem(OAK, 'Unlock for $99');
  const explainer = await screen.findByRole('dialog', { name: 'Unlock this property' });
  for (const item of ['Purchase agreement', 'Home inspection report', 'More Tools Coming Soon'])
    expect(within(explainer).getByText(item)).toBeTruthy();
  expect(within(explainer).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  fireEvent.click(within(explainer).getByRole('button', { name: 'Unlock for $99' }));
  const payment = await screen.findByRole('dialog', { name: 'Unlock property' });
  return { ...view, payment };
}

export function fillCard(dialog: HTMLElement, number: string) {
  fireEvent.change(within(dialog).getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(within(dialog).getByLabelText('Expiration (MM/YY)'), { target: { value: '1234' } });
  fireEvent.change(within(dialog).getByLabelText('CVC'), { target: { value: '123' } });
}

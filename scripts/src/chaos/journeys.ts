// One buyer's way through Homeward over the real API, step by step, recording which calls the app accepted: an
// accepted call promises an effect (an e-mail, a notification, an unlock) that must then happen exactly once.
import {
  addProperty,
  signIn,
  signUp,
  verificationLink,
  verify,
  type SignedInUser,
} from '../bench/homeward-client';

const CSRF = { 'X-Requested-With': 'XMLHttpRequest' };
// One of the demo dataset's homes (services/property/src/providers/demo-listings.ts): listed, so it can be toured.
const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';
// The verification e-mail crosses the broker to notifications, then SMTP; a fault may hold it up a while.
const EMAIL_WAIT_MS = 60_000;

export const STEPS = ['sign-up', 'verify', 'add', 'unlock', 'tour'] as const;
export type Step = (typeof STEPS)[number];

/** One call of a journey (a step may be a few requests), when it ended and whether the app accepted it. */
export interface CallRecord {
  step: Step;
  at: number;
  ok: boolean;
}

export interface Journey {
  email: string;
  startedAt: number;
  endedAt?: number;
  ok: boolean;
  /** Steps the app accepted, in order. */
  accepted: Step[];
  failedStep?: Step;
  error?: string;
  user?: SignedInUser;
  propertyId?: string;
}

async function expectOk(response: Response, status: number, what: string): Promise<unknown> {
  if (response.status !== status) {
    const body = await response.text().catch(() => '');
    throw new Error(`${what}: expected HTTP ${status}, got ${response.status} ${body.slice(0, 200)}`);
  }
  return response.json();
}

async function unlock(appUrl: string, user: SignedInUser, propertyId: string): Promise<void> {
  const headers = { ...CSRF, Cookie: user.cookie, 'Content-Type': 'application/json' };
  const created = await fetch(`${appUrl}/api/stripe/create-payment`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: 99, propertyId }),
  });
  const { clientSecret } = (await expectOk(created, 200, 'create payment')) as { clientSecret: string };
  const paid = await fetch(`${appUrl}/api/stripe/offline/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      client_secret: clientSecret,
      card_number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
    }),
  });
  await expectOk(paid, 200, 'confirm payment');
}

/** 'MM/DD/YYYY', `days` from now: far enough ahead to be a future day in every US zone. */
function usDate(days: number): string {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

async function scheduleTour(appUrl: string, user: SignedInUser, propertyId: string): Promise<void> {
  const response = await fetch(`${appUrl}/api/property/schedule-tour`, {
    method: 'POST',
    headers: { ...CSRF, Cookie: user.cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      property_id: propertyId,
      time_slots: [`${usDate(5)} 10:00 AM`],
      contact_email: user.email,
      contact_phone: '',
      contact_name: 'Chaos Buyer',
    }),
  });
  await expectOk(response, 201, 'schedule tour');
}

/** Runs one journey to its end or its first refused step; never throws. */
export async function runJourney(
  appUrl: string,
  mailWebUrl: string,
  email: string,
  record: (call: CallRecord) => void,
): Promise<Journey> {
  const password = 'Chaos-campaign-1';
  const journey: Journey = { email, startedAt: Date.now(), ok: false, accepted: [] };
  const step = async <T>(name: Step, call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      record({ step: name, at: Date.now(), ok: true });
      journey.accepted.push(name);
      return result;
    } catch (error) {
      record({ step: name, at: Date.now(), ok: false });
      journey.failedStep = name;
      throw error;
    }
  };
  try {
    await step('sign-up', () => signUp(appUrl, email, password));
    journey.user = await step('verify', async () => {
      await verify(appUrl, await verificationLink(mailWebUrl, email, EMAIL_WAIT_MS));
      return signIn(appUrl, email, password);
    });
    const user = journey.user;
    journey.propertyId = await step('add', () => addProperty(appUrl, user, ADDRESS));
    const propertyId = journey.propertyId;
    await step('unlock', () => unlock(appUrl, user, propertyId));
    await step('tour', () => scheduleTour(appUrl, user, propertyId));
    journey.ok = true;
  } catch (error) {
    journey.error = error instanceof Error ? error.message : String(error);
  }
  journey.endedAt = Date.now();
  return journey;
}

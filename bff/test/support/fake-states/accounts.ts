// The provider states the BFF's contracts with identity, property, payment and notifications name
// (bff/contracts/*.contract.json), set up in the BFF's fakes through their seeding API, as each real provider's
// test/contracts.int.test.ts sets them up in the real service. Each state builds its own caller, so no call changes
// what another reads.
import { randomUUID } from 'node:crypto';
import { signWebhook, UNLOCK_PRICE_CENTS, type Downstream } from '../downstream';
import {
  CONTRACT_PASSWORD,
  FakeCallers,
  tokenOf as token,
  uniqueEmail,
  type FakeStates as States,
} from '../fake-callers';

export function identityStates(downstream: Downstream): States {
  const { identity } = downstream;
  const callers = new FakeCallers(downstream);
  const linkTo = (kind: Parameters<typeof identity.lastMail>[0], email: string) =>
    identity.lastMail(kind, email)!.token!;
  /** The caller asked to move to a new address; the link went to it. */
  const changingEmail = async () => {
    const caller = await callers.signedIn();
    const newEmail = uniqueEmail('contract-changed');
    await callers.as(caller, () =>
      identity.updateProfile({
        firstName: 'Ann',
        lastName: 'Lee',
        email: newEmail,
        phone: '(210) 555-0100',
        currentPassword: CONTRACT_PASSWORD,
      }),
    );
    return { caller, newEmail };
  };
  return {
    'an unused e-mail address': async () => ({ values: { new_email: uniqueEmail('contract-new') } }),
    'a signed-up user with a verification token': async () => {
      const email = uniqueEmail('contract-unverified');
      identity.addAccount(email, CONTRACT_PASSWORD, 'Ann Lee', { verified: false });
      await identity.resendVerification({ email });
      return { values: { email, token: linkTo('verification', email) } };
    },
    'a verified user': async () => {
      const email = uniqueEmail('contract-verified');
      identity.addAccount(email, CONTRACT_PASSWORD);
      return { values: { email, password: CONTRACT_PASSWORD } };
    },
    'a signed-in user': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { email: caller.email, refresh_token: caller.refreshToken } };
    },
    'a user with a password reset token': async () => {
      const { email } = await callers.signedIn();
      await identity.requestPasswordReset({ email });
      return { values: { token: linkTo('password_reset', email) } };
    },
    // An account made through Google, which never set a password.
    'a signed-in user without a password': async () => {
      identity.googleEnabled = true;
      const { authorizationUrl } = await identity.startGoogleSignIn({ next: '/' });
      const state = new URL(authorizationUrl).searchParams.get('state')!;
      const code = `code-${randomUUID()}`;
      identity.googleCodes.set(code, { email: uniqueEmail('contract-google'), name: 'Gail Google' });
      const { tokens } = await identity.completeGoogleSignIn({ state, code });
      return { accessToken: tokens!.accessToken };
    },
    'a user with an e-mail change token': async () => {
      const { newEmail } = await changingEmail();
      return { values: { token: linkTo('email_change', newEmail) } };
    },
    'a user with an e-mail undo token': async () => {
      const { caller, newEmail } = await changingEmail();
      await identity.confirmEmailChange({ token: linkTo('email_change', newEmail) });
      return { values: { email: newEmail, token: linkTo('email_undo', caller.email) } };
    },
    'a signed-in user without data exports': async () => token(await callers.signedIn()),
    // Every part delivered; the analyzer's names a report file, as in the real identity's state.
    'a signed-in user with a ready data export': async () => {
      const caller = await callers.signedIn();
      const { export: requested } = await callers.as(caller, () => identity.requestDataExport());
      identity.deliverExport(requested!.exportId, [
        { service: 'identity', contentJson: Buffer.from('{}'), attachments: [] },
        {
          service: 'inspection-analyzer',
          contentJson: Buffer.from('{}'),
          attachments: [
            { archivePath: 'inspection-reports/r.pdf', objectKey: `inspections/${caller.userId}/r.pdf` },
          ],
        },
      ]);
      return { ...token(caller), values: { export_id: requested!.exportId } };
    },
    'a signed-in user of their own': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { password: CONTRACT_PASSWORD } };
    },
  };
}

export function propertyStates(downstream: Downstream): States {
  const callers = new FakeCallers(downstream);
  return {
    'a signed-in caller': async () => token(await callers.signedIn()),
    'a draft property owned by the caller': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { property_id: await callers.draftProperty(caller) } };
    },
    'an active property owned by the caller': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { property_id: await callers.activeProperty(caller) } };
    },
  };
}

export function paymentStates(downstream: Downstream): States {
  const { payment } = downstream;
  const callers = new FakeCallers(downstream);
  const openPayment = async () => {
    const caller = await callers.signedIn();
    const propertyId = await callers.activeProperty(caller);
    const { clientSecret } = await callers.as(caller, () =>
      payment.createPayment({ propertyId, amountCents: UNLOCK_PRICE_CENTS }),
    );
    return { caller, propertyId, clientSecret };
  };
  return {
    'a signed-in caller': async () => token(await callers.signedIn()),
    'a locked property owned by the caller': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { property_id: await callers.activeProperty(caller) } };
    },
    'an open payment for a property of the caller': async () => {
      const { caller, propertyId, clientSecret } = await openPayment();
      return { ...token(caller), values: { property_id: propertyId, client_secret: clientSecret } };
    },
    // Stripe calls without a caller; the signature is the call's only authority.
    'a signed payment_intent.succeeded event for an open payment': async () => {
      const { clientSecret } = await openPayment();
      const { intentId } = payment.payments.find((p) => p.clientSecret === clientSecret)!;
      const payload = Buffer.from(
        JSON.stringify({
          id: `evt_${randomUUID()}`,
          type: 'payment_intent.succeeded',
          data: { object: { id: intentId } },
        }),
      );
      return { values: { payload_base64: payload.toString('base64'), signature: signWebhook(payload) } };
    },
  };
}

export function notificationsStates(downstream: Downstream): States {
  const { notifications } = downstream;
  const callers = new FakeCallers(downstream);
  /** Three notices a second apart (the newest read), as the service's event handlers write them. */
  const callerWithNotices = async () => {
    const caller = await callers.signedIn();
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    notifications.notifications.push(
      ...ids.map((id, index) => ({
        userId: caller.userId,
        id,
        kind: 'tour_scheduled',
        title: 'Tour requested',
        body: `Notice ${index + 1} about 5500 Grand Lake Dr`,
        subjectId: randomUUID(),
        read: index === 2,
        createdAt: new Date(Date.UTC(2026, 10, 23, 18, 0, index)).toISOString(),
        link: '',
      })),
    );
    return { caller, ids };
  };
  return {
    'three notices of the caller, one read': async () => token((await callerWithNotices()).caller),
    'the second page of three notices of the caller': async () => {
      const { caller } = await callerWithNotices();
      const { next } = await callers.as(caller, () =>
        notifications.listNotifications({ pageSize: 2, before: undefined }),
      );
      return { ...token(caller), values: { next_created_at: next!.createdAt, next_id: next!.id } };
    },
    'an unread notice of the caller': async () => {
      const { caller, ids } = await callerWithNotices();
      return { ...token(caller), values: { notification_id: ids[0]! } };
    },
  };
}

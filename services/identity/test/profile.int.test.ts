jest.setTimeout(60_000);

import { status } from '@grpc/grpc-js';
import type { Knex } from '@homeward/kit';
import { UserEmailChangeRequested } from '@homeward/protos/gen/homeward/identity/v1/events';
import { GuidedTourOutcome } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { collectTestMessages } from '@homeward/testing';
import type { Collector } from '@homeward/testing';
import { GUIDED_TOUR_MESSAGES } from '../src/domain/guided-tour';
import { hashOpaqueToken } from '../src/domain/opaque-token';
import { PASSWORD, uniqueEmail, verifiedAccount } from './support/accounts';
import { eventsMatching } from './support/events';
import {
  CLIENT_IP,
  failureOf,
  startIdentityHarness,
  type IdentityHarness,
  type TestIdentity,
} from './support/identity';

const LINK_INVALID = {
  code: status.INVALID_ARGUMENT,
  message: 'This link is invalid or has expired.',
  fields: { token: 'This link is invalid or has expired.' },
};
const IN_USE = {
  code: status.INVALID_ARGUMENT,
  message: 'This email address is already in use.',
  fields: { email: 'This email address is already in use.' },
};

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;
const secrets: string[] = [PASSWORD];

beforeAll(async () => {
  harness = await startIdentityHarness('identity_profile');
  db = harness.db;
  // One account here asks for many changes; the limits have their own test (account-limits.int.test.ts).
  identity = await harness.start({
    EMAIL_CHANGES_PER_ACCOUNT: '100',
    CURRENT_PASSWORD_CHECKS_PER_ACCOUNT: '100',
  });
  collector = await collectTestMessages('identity', ['user.registered', 'user.email_change_requested']);
});

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

describe('settings', () => {
  let email: string;
  let userId: string;
  let access: string;
  let refresh: string;
  const auth = () => ({ accessToken: access });

  beforeAll(async () => {
    email = uniqueEmail('settings');
    const account = await verifiedAccount(identity, collector, email);
    ({ userId, accessToken: access, refreshToken: refresh } = account);
    secrets.push(...account.secrets);
  });

  it('changes name and phone at once; the same e-mail changes nothing else', async () => {
    const response = await identity.client.updateProfile(
      {
        firstName: ' Ann ',
        lastName: ' Marie Lee ',
        email: email.toUpperCase(),
        phone: '+1 555 123 4567',
        currentPassword: '',
      },
      auth(),
    );
    expect(response).toEqual({
      user: expect.objectContaining({
        id: userId,
        email,
        fullName: 'Ann Marie Lee',
        phone: '(555) 123-4567',
        pendingEmail: '',
        hasPassword: true,
      }),
      emailConfirmationSent: false,
    });
    expect((await identity.client.getMe({}, auth())).user).toMatchObject({
      fullName: 'Ann Marie Lee',
      phone: '(555) 123-4567',
    });
    expect(await db('email_change_tokens').where({ user_id: userId })).toEqual([]);
  });

  it('reports each bad field, and needs a session', async () => {
    expect(
      await failureOf(
        identity.client.updateProfile(
          { firstName: '', lastName: '', email: 'nope', phone: '', currentPassword: '' },
          auth(),
        ),
      ),
    ).toEqual({
      code: status.INVALID_ARGUMENT,
      message: 'Invalid email',
      fields: { email: 'Invalid email', phone: 'Phone number is required' },
    });
    expect(
      await failureOf(
        identity.client.updateProfile(
          { firstName: 'A', lastName: 'B', email, phone: '123', currentPassword: '' },
          auth(),
        ),
      ),
    ).toMatchObject({ fields: { phone: 'Enter a valid phone number' } });
    expect(
      (
        await failureOf(
          identity.client.updateProfile({
            firstName: 'A',
            lastName: 'B',
            email,
            phone: '5551234567',
            currentPassword: '',
          }),
        )
      ).code,
    ).toBe(status.UNAUTHENTICATED);
  });

  it('refuses an address another account has, changing nothing', async () => {
    const other = uniqueEmail('taken');
    const account = await verifiedAccount(identity, collector, other, 'Other');
    secrets.push(...account.secrets);
    expect(
      await failureOf(
        identity.client.updateProfile(
          {
            firstName: 'Changed',
            lastName: '',
            email: other.toUpperCase(),
            phone: '5559876543',
            currentPassword: PASSWORD,
          },
          auth(),
        ),
      ),
    ).toEqual(IN_USE);
    expect((await identity.client.getMe({}, auth())).user).toMatchObject({
      fullName: 'Ann Marie Lee',
      phone: '(555) 123-4567',
      pendingEmail: '',
    });
  });

  describe('a new e-mail address', () => {
    let newEmail: string;
    let token: string;

    it('waits as pending and sends a 24 h link to the new address', async () => {
      newEmail = uniqueEmail('moved');
      const response = await identity.client.updateProfile(
        {
          firstName: 'Ann',
          lastName: 'Lee',
          email: newEmail,
          phone: '(555) 123-4567',
          currentPassword: PASSWORD,
        },
        auth(),
      );
      expect(response.emailConfirmationSent).toBe(true);
      expect(response.user).toMatchObject({ email, pendingEmail: newEmail, fullName: 'Ann Lee' });

      const [event] = await eventsMatching(
        collector,
        'user.email_change_requested',
        UserEmailChangeRequested,
        (payload) => payload.newEmail === newEmail,
      );
      expect(event!.payload).toMatchObject({ userId, newEmail, fullName: 'Ann Lee' });
      expect(event!.message.headers).toMatchObject({ ce_type: 'homeward.user.email_change_requested.v1' });
      token = event!.payload.confirmationToken;
      secrets.push(token);
      const [row] = await db('email_change_tokens').where({ user_id: userId });
      expect(row).toMatchObject({ token_hash: hashOpaqueToken(token), new_email: newEmail, used_at: null });
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(24 * 3600 * 1000);
      // Until confirmed, the old address is the account's.
      const signedIn = await identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP });
      secrets.push(signedIn.tokens!.accessToken, signedIn.tokens!.refreshToken);
    });

    it('takes effect from the link, once', async () => {
      await expect(identity.client.confirmEmailChange({ token })).resolves.toEqual({ userId });
      // every access token from before the change is refused; this session (it asked) refreshes to a new one
      expect((await failureOf(identity.client.getMe({}, auth()))).code).toBe(status.UNAUTHENTICATED);
      ({ accessToken: access, refreshToken: refresh } = (
        await identity.client.refresh({ refreshToken: refresh })
      ).tokens!);
      secrets.push(access, refresh);
      expect((await identity.client.getMe({}, auth())).user).toMatchObject({
        email: newEmail,
        pendingEmail: '',
        emailVerified: true,
      });
      expect(await failureOf(identity.client.confirmEmailChange({ token }))).toEqual(LINK_INVALID);
      const signedIn = await identity.client.signIn({
        email: newEmail.toUpperCase(),
        password: PASSWORD,
        clientIp: CLIENT_IP,
      });
      secrets.push(signedIn.tokens!.accessToken, signedIn.tokens!.refreshToken);
      expect(signedIn.user!.id).toBe(userId);
      expect(
        (await failureOf(identity.client.signIn({ email, password: PASSWORD, clientIp: CLIENT_IP }))).code,
      ).toBe(status.UNAUTHENTICATED);
    });

    it('is refused if another account took the address before confirmation', async () => {
      const wanted = uniqueEmail('contested');
      await identity.client.updateProfile(
        { firstName: 'Ann', lastName: 'Lee', email: wanted, phone: '5551234567', currentPassword: PASSWORD },
        auth(),
      );
      const [event] = await eventsMatching(
        collector,
        'user.email_change_requested',
        UserEmailChangeRequested,
        (payload) => payload.newEmail === wanted,
      );
      secrets.push(event!.payload.confirmationToken);
      const rival = await verifiedAccount(identity, collector, wanted, 'Rival');
      secrets.push(...rival.secrets);
      expect(
        await failureOf(identity.client.confirmEmailChange({ token: event!.payload.confirmationToken })),
      ).toEqual(IN_USE);
      expect((await identity.client.getMe({}, auth())).user).toMatchObject({ email: newEmail });
    });

    it('is withdrawn by going back to the current address, and a newer request voids the older link', async () => {
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      for (const address of [first, second]) {
        await identity.client.updateProfile(
          {
            firstName: 'Ann',
            lastName: 'Lee',
            email: address,
            phone: '5551234567',
            currentPassword: PASSWORD,
          },
          auth(),
        );
      }
      const tokens: string[] = [];
      for (const address of [first, second]) {
        const [event] = await eventsMatching(
          collector,
          'user.email_change_requested',
          UserEmailChangeRequested,
          (payload) => payload.newEmail === address,
        );
        tokens.push(event!.payload.confirmationToken);
      }
      secrets.push(...tokens);
      expect(await failureOf(identity.client.confirmEmailChange({ token: tokens[0]! }))).toEqual(
        LINK_INVALID,
      );

      const back = await identity.client.updateProfile(
        { firstName: 'Ann', lastName: 'Lee', email: newEmail, phone: '5551234567', currentPassword: '' },
        auth(),
      );
      expect(back).toMatchObject({
        emailConfirmationSent: false,
        user: { email: newEmail, pendingEmail: '' },
      });
      expect(await failureOf(identity.client.confirmEmailChange({ token: tokens[1]! }))).toEqual(
        LINK_INVALID,
      );
    });

    it('refuses an expired or malformed link', async () => {
      const late = uniqueEmail('late');
      await identity.client.updateProfile(
        { firstName: 'Ann', lastName: 'Lee', email: late, phone: '5551234567', currentPassword: PASSWORD },
        auth(),
      );
      const [event] = await eventsMatching(
        collector,
        'user.email_change_requested',
        UserEmailChangeRequested,
        (payload) => payload.newEmail === late,
      );
      const expired = event!.payload.confirmationToken;
      secrets.push(expired);
      await db('email_change_tokens')
        .where({ token_hash: hashOpaqueToken(expired) })
        .update({ expires_at: db.raw(`now() - interval '1 second'`) });
      expect(await failureOf(identity.client.confirmEmailChange({ token: expired }))).toEqual(LINK_INVALID);
      expect(await failureOf(identity.client.confirmEmailChange({ token: 'tiny' }))).toEqual(LINK_INVALID);
    });
  });

  describe('purchase checklist', () => {
    it('starts empty, round-trips through GetMe, and is replaced whole', async () => {
      expect((await identity.client.getMe({}, auth())).user!.purchaseChecklist).toEqual({ groups: {} });
      const ticks = {
        groups: {
          credit_score: { steps: { check_score: true, dispute_errors: false } },
          down_payment: { steps: { save_3_to_20_percent: true } },
        },
      };
      await expect(identity.client.updateChecklist({ purchaseChecklist: ticks }, auth())).resolves.toEqual({
        purchaseChecklist: ticks,
      });
      expect((await identity.client.getMe({}, auth())).user!.purchaseChecklist).toEqual(ticks);
      expect((await db('users').where({ id: userId }).first()).purchase_checklist).toEqual({
        credit_score: { check_score: true, dispute_errors: false },
        down_payment: { save_3_to_20_percent: true },
      });

      const replaced = { groups: { inspection: { steps: { book_inspector: true } } } };
      await identity.client.updateChecklist({ purchaseChecklist: replaced }, auth());
      expect((await identity.client.getMe({}, auth())).user!.purchaseChecklist).toEqual(replaced);
    });

    it('refuses bad keys and too many groups, keeping what was stored, and needs a session', async () => {
      const before = (await identity.client.getMe({}, auth())).user!.purchaseChecklist;
      expect(
        await failureOf(
          identity.client.updateChecklist(
            { purchaseChecklist: { groups: { 'Credit Score': { steps: { a: true } } } } },
            auth(),
          ),
        ),
      ).toEqual({
        code: status.INVALID_ARGUMENT,
        message: 'Checklist keys must be 1 to 64 lowercase letters, digits or underscores',
        fields: {
          purchase_checklist: 'Checklist keys must be 1 to 64 lowercase letters, digits or underscores',
        },
      });
      const groups = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`g${i}`, { steps: {} }]));
      expect(
        await failureOf(identity.client.updateChecklist({ purchaseChecklist: { groups } }, auth())),
      ).toMatchObject({ fields: { purchase_checklist: 'A checklist has at most 30 groups' } });
      expect((await identity.client.getMe({}, auth())).user!.purchaseChecklist).toEqual(before);
      expect(
        (await failureOf(identity.client.updateChecklist({ purchaseChecklist: { groups: {} } }))).code,
      ).toBe(status.UNAUTHENTICATED);
    });
  });

  describe('guided tour', () => {
    const { GUIDED_TOUR_OUTCOME_SKIPPED: SKIPPED, GUIDED_TOUR_OUTCOME_FINISHED: FINISHED } =
      GuidedTourOutcome;

    it('is not done for a new user; the first end is kept, a second changes nothing', async () => {
      expect((await identity.client.getMe({}, auth())).user!.guidedTourDoneAt).toBe('');
      const before = Date.now();
      const { guidedTourDoneAt } = await identity.client.completeGuidedTour({ outcome: SKIPPED }, auth());
      expect(Date.parse(guidedTourDoneAt)).toBeGreaterThanOrEqual(before - 5_000);
      expect((await identity.client.getMe({}, auth())).user!.guidedTourDoneAt).toBe(guidedTourDoneAt);

      await expect(identity.client.completeGuidedTour({ outcome: FINISHED }, auth())).resolves.toEqual({
        guidedTourDoneAt,
      });
      const row = await db('users').where({ id: userId }).first();
      expect(row.guided_tour_outcome).toBe('skipped');
      expect(row.guided_tour_done_at.toISOString()).toBe(guidedTourDoneAt);
    });

    it('refuses an unspecified outcome and needs a session', async () => {
      const other = await verifiedAccount(identity, collector, uniqueEmail('tour'), 'Tour Taker');
      secrets.push(...other.secrets);
      const otherAuth = { accessToken: other.accessToken };
      expect(
        await failureOf(
          identity.client.completeGuidedTour(
            { outcome: GuidedTourOutcome.GUIDED_TOUR_OUTCOME_UNSPECIFIED },
            otherAuth,
          ),
        ),
      ).toEqual({
        code: status.INVALID_ARGUMENT,
        message: GUIDED_TOUR_MESSAGES.outcomeRequired,
        fields: { outcome: GUIDED_TOUR_MESSAGES.outcomeRequired },
      });
      expect((await identity.client.getMe({}, otherAuth)).user!.guidedTourDoneAt).toBe('');
      expect((await failureOf(identity.client.completeGuidedTour({ outcome: FINISHED }))).code).toBe(
        status.UNAUTHENTICATED,
      );
    });
  });
});

describe('logs', () => {
  it('never contain a password or a token', () => {
    const logs = identity.logs();
    expect(logs).toContain('gRPC server listening');
    expect(secrets.length).toBeGreaterThan(10);
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});

import { runWithContext } from '@homeward/kit';
import { ZodError } from 'zod';
import { MESSAGES } from '../domain/account-rules';
import { CHECKLIST_MESSAGES } from '../domain/checklist';
import { GUIDED_TOUR_MESSAGES } from '../domain/guided-tour';
import { GuidedTourOutcome } from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  checklistOf,
  emailChangeTokenOf,
  emailOf,
  oidcCallbackOf,
  oidcStartOf,
  guidedTourOutcomeOf,
  newAccountOf,
  newPasswordOf,
  passwordResetOf,
  profileChangeOf,
  refreshTokenOf,
  signInAttemptOf,
} from './requests';

/** The field violations the kit's gRPC server sends for a refused request: the first problem of each field. */
function violationsOf(parse: () => unknown): Record<string, string> {
  try {
    parse();
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const byField: Record<string, string> = {};
    for (const issue of error.issues) byField[issue.path.join('.')] ??= issue.message;
    return byField;
  }
  throw new Error('the request was accepted');
}

describe('SignUp', () => {
  const valid = {
    email: ' Ann.Lee@Example.COM ',
    password: 'Abcde1!',
    name: ' Ann Lee ',
    termsAccepted: true,
  };

  it('normalises the e-mail and trims the name', () => {
    expect(newAccountOf(valid)).toEqual({
      email: 'ann.lee@example.com',
      password: 'Abcde1!',
      name: 'Ann Lee',
    });
  });

  it('keys each problem by its proto field name', () => {
    expect(
      violationsOf(() =>
        newAccountOf({ email: 'not-an-email', password: 'abc', name: 'x'.repeat(201), termsAccepted: false }),
      ),
    ).toEqual({
      email: MESSAGES.invalidEmail,
      password: 'Password must contain at least 6 characters',
      name: 'Name must contain at most 200 characters',
      terms_accepted: 'You must accept the terms and conditions',
    });
  });
});

describe('SignIn', () => {
  const fromBff = <T>(run: () => T) => runWithContext({ requestId: 'r', clientAddress: '198.51.100.2' }, run);

  it('passes the client address on trimmed, empty when there is none', () => {
    expect(
      fromBff(() => signInAttemptOf({ email: 'Ann@Example.com', password: 'x', clientIp: ' 198.51.100.2 ' })),
    ).toEqual({ email: 'ann@example.com', password: 'x', clientIp: '198.51.100.2' });
    expect(
      fromBff(() => signInAttemptOf({ email: 'ann@example.com', password: 'x', clientIp: '' })).clientIp,
    ).toBe('');
  });

  it('counts the address only as the BFF signed it in the metadata (the kit drops an unsigned one)', () => {
    const attempt = { email: 'ann@example.com', password: 'x', clientIp: '198.51.100.2' };
    expect(signInAttemptOf(attempt).clientIp).toBe('');
    expect(fromBff(() => signInAttemptOf({ ...attempt, clientIp: '203.0.113.9' })).clientIp).toBe('');
  });

  it('names the password and the client address as the proto does', () => {
    expect(
      violationsOf(() => signInAttemptOf({ email: 'ann@example.com', password: '', clientIp: 'x' })),
    ).toEqual({
      password: MESSAGES.passwordRequired,
      client_ip: MESSAGES.clientAddressInvalid,
    });
  });
});

describe('tokens', () => {
  it('names the refresh token refresh_token', () => {
    expect(violationsOf(() => refreshTokenOf({ refreshToken: '' }))).toEqual({
      refresh_token: MESSAGES.refreshTokenRequired,
    });
  });

  it.each(['', 'short', 'x'.repeat(513)])('calls the link token %j invalid', (token) => {
    expect(violationsOf(() => emailChangeTokenOf({ token }))).toEqual({ token: MESSAGES.linkInvalid });
  });
});

describe('password reset and first password', () => {
  it('applies the sign-up password rules to new_password', () => {
    expect(violationsOf(() => passwordResetOf({ token: 't'.repeat(43), newPassword: 'abcdef1!' }))).toEqual({
      new_password: 'Password must contain at least one uppercase character',
    });
    expect(violationsOf(() => newPasswordOf({ newPassword: 'Abc def1!' }))).toEqual({
      new_password: 'Password must not contain spaces',
    });
    expect(passwordResetOf({ token: 't'.repeat(43), newPassword: 'Abcde1!' })).toEqual({
      token: 't'.repeat(43),
      newPassword: 'Abcde1!',
    });
  });

  it('checks the address of a resend or reset request', () => {
    expect(emailOf({ email: ' Ann@Example.com ' })).toBe('ann@example.com');
    expect(violationsOf(() => emailOf({ email: 'ann@' }))).toEqual({ email: 'Invalid email' });
  });
});

describe('UpdateProfile', () => {
  const valid = {
    firstName: ' Ann ',
    lastName: ' Lee ',
    email: 'Ann@Example.com',
    phone: '555 123 4567',
    currentPassword: 'Corr3ct-Horse!',
  };

  it('trims the names, lower-cases the e-mail and puts the phone in the (000) 000-0000 form', () => {
    expect(profileChangeOf(valid)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(555) 123-4567',
      currentPassword: 'Corr3ct-Horse!',
    });
  });

  it('requires the phone and a valid one, and a valid e-mail; names are optional', () => {
    expect(
      violationsOf(() => profileChangeOf({ ...valid, firstName: '', lastName: '', phone: ' ' })),
    ).toEqual({
      phone: 'Phone number is required',
    });
    expect(violationsOf(() => profileChangeOf({ ...valid, phone: '555-1234', email: 'x' }))).toEqual({
      email: 'Invalid email',
      phone: 'Enter a valid phone number',
    });
  });

  it('bounds each name, under first_name and last_name', () => {
    expect(
      violationsOf(() =>
        profileChangeOf({ ...valid, firstName: 'a'.repeat(101), lastName: 'b'.repeat(101) }),
      ),
    ).toEqual({ first_name: MESSAGES.firstNameTooLong, last_name: MESSAGES.lastNameTooLong });
  });
});

describe('UpdateChecklist', () => {
  it('reports a problem on the purchase_checklist field', () => {
    const purchaseChecklist = { groups: { 'Bad Key': { steps: { step: true } } } };
    expect(violationsOf(() => checklistOf({ purchaseChecklist }))).toEqual({
      purchase_checklist: CHECKLIST_MESSAGES.badKey,
    });
  });

  it('reads an absent checklist as an empty one', () => {
    expect(checklistOf({ purchaseChecklist: undefined })).toEqual({});
  });
});

describe('sign-in through a provider', () => {
  const providerId = 'keycloak';

  it('goes home when next is absent, and refuses a path off the site', () => {
    expect(oidcStartOf({ providerId, next: '' })).toEqual({ providerId, next: '/' });
    expect(oidcStartOf({ providerId, next: '/properties?x=1' }).next).toBe('/properties?x=1');
    expect(violationsOf(() => oidcStartOf({ providerId, next: '//evil.example' }))).toEqual({
      next: MESSAGES.nextPathInvalid,
    });
  });

  it('calls a malformed callback state a dead attempt', () => {
    expect(violationsOf(() => oidcCallbackOf({ providerId, code: 'c', state: 'short' }))).toEqual({
      state: MESSAGES.googleAttemptInvalid,
    });
    expect(violationsOf(() => oidcCallbackOf({ providerId, code: '', state: 's'.repeat(43) }))).toEqual({
      code: MESSAGES.codeRequired,
    });
  });
});

describe('CompleteGuidedTour', () => {
  it.each([
    [GuidedTourOutcome.GUIDED_TOUR_OUTCOME_FINISHED, 'finished'],
    [GuidedTourOutcome.GUIDED_TOUR_OUTCOME_SKIPPED, 'skipped'],
    [GuidedTourOutcome.GUIDED_TOUR_OUTCOME_CLOSED, 'closed'],
  ])('outcome %p is %p', (outcome, expected) => {
    expect(guidedTourOutcomeOf({ outcome })).toBe(expected);
  });

  it.each([GuidedTourOutcome.GUIDED_TOUR_OUTCOME_UNSPECIFIED, 99 as GuidedTourOutcome])(
    'refuses outcome %p: an end must say which it was',
    (outcome) => {
      expect(violationsOf(() => guidedTourOutcomeOf({ outcome }))).toEqual({
        outcome: GUIDED_TOUR_MESSAGES.outcomeRequired,
      });
    },
  );
});

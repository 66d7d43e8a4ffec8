// What the RPCs accept. Each request is checked under the proto's field names (snake_case, as in identity.proto),
// which become the field violations' names; the rules for each field live in the domain.
import { currentContext } from '@homeward/kit';
import { z } from 'zod';
import {
  GuidedTourOutcome as ProtoOutcome,
  type CompleteOidcSignInRequest,
  type CompleteGuidedTourRequest,
  type ConfirmEmailChangeRequest,
  type DeleteAccountRequest,
  type RefreshRequest,
  type RequestPasswordResetRequest,
  type ResendVerificationRequest,
  type ResetPasswordRequest,
  type SetPasswordRequest,
  type SignInRequest,
  type SignOutRequest,
  type SignUpRequest,
  type StartOidcSignInRequest,
  type UpdateChecklistRequest,
  type UpdateProfileRequest,
  type VerifyEmailRequest,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  clientAddress,
  emailAddress,
  firstName,
  fullName,
  lastName,
  linkToken,
  MESSAGES,
  passwordRules,
  phoneNumber,
  refreshToken,
  signInPassword,
  termsAccepted,
  verificationToken,
  type NewAccount,
  type ProfileChange,
  type SignInAttempt,
} from '../domain/account-rules';
import type { DeletionConfirmation } from '../application/account-deletion';
import { checklistRules, type ChecklistValue } from '../domain/checklist';
import { GUIDED_TOUR_MESSAGES, GUIDED_TOUR_OUTCOMES, type GuidedTourOutcome } from '../domain/guided-tour';
import { isSameOriginPath, nextPathOrHome } from '../domain/redirect-path';
import { fromChecklistMessage } from './user-message';

const signUpRequest = z.object({
  email: emailAddress,
  password: passwordRules,
  name: fullName,
  terms_accepted: termsAccepted,
});

export function newAccountOf(request: SignUpRequest): NewAccount {
  const input = signUpRequest.parse({
    email: request.email,
    password: request.password,
    name: request.name,
    terms_accepted: request.termsAccepted,
  });
  return { email: input.email, password: input.password, name: input.name };
}

const signInRequest = z.object({ email: emailAddress, password: signInPassword, client_ip: clientAddress });

export function signInAttemptOf(request: SignInRequest): SignInAttempt {
  const input = signInRequest.parse({
    email: request.email,
    password: request.password,
    client_ip: request.clientIp,
  });
  // The field names the address the sign-in throttle counts; only the BFF may name one, so it counts only when it is
  // the address the BFF signed in the metadata (the kit's server drops an unsigned one).
  const signed = currentContext()?.clientAddress?.trim();
  return {
    email: input.email,
    password: input.password,
    clientIp: input.client_ip !== '' && input.client_ip === signed ? input.client_ip : '',
  };
}

const verifyEmailRequest = z.object({ token: verificationToken });

export function verificationTokenOf(request: VerifyEmailRequest): string {
  return verifyEmailRequest.parse({ token: request.token }).token;
}

const refreshTokenRequest = z.object({ refresh_token: refreshToken });

/** Refresh and SignOut both carry the session's refresh token. */
export function refreshTokenOf(request: RefreshRequest | SignOutRequest): string {
  return refreshTokenRequest.parse({ refresh_token: request.refreshToken }).refresh_token;
}

const emailOnlyRequest = z.object({ email: emailAddress });

/** ResendVerification and RequestPasswordReset carry only the address. */
export function emailOf(request: ResendVerificationRequest | RequestPasswordResetRequest): string {
  return emailOnlyRequest.parse({ email: request.email }).email;
}

const resetPasswordRequest = z.object({ token: linkToken, new_password: passwordRules });

export function passwordResetOf(request: ResetPasswordRequest): { token: string; newPassword: string } {
  const input = resetPasswordRequest.parse({ token: request.token, new_password: request.newPassword });
  return { token: input.token, newPassword: input.new_password };
}

const setPasswordRequest = z.object({ new_password: passwordRules });

export function newPasswordOf(request: SetPasswordRequest): string {
  return setPasswordRequest.parse({ new_password: request.newPassword }).new_password;
}

const updateProfileRequest = z.object({
  first_name: firstName,
  last_name: lastName,
  email: emailAddress,
  phone: phoneNumber,
});

export function profileChangeOf(request: UpdateProfileRequest): ProfileChange {
  const input = updateProfileRequest.parse({
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    phone: request.phone,
  });
  return {
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    phone: input.phone,
    // not a rule check: the stored hash decides; bounded so a huge string costs no scrypt time
    currentPassword: request.currentPassword.slice(0, 1024),
  };
}

const linkTokenRequest = z.object({ token: linkToken });

/** The token of an e-mail change link: the confirmation sent to the new address, or the undo sent to the old. */
export function emailChangeTokenOf(request: ConfirmEmailChangeRequest | { token: string }): string {
  return linkTokenRequest.parse({ token: request.token }).token;
}

const updateChecklistRequest = z.object({ purchase_checklist: checklistRules });

export function checklistOf(request: UpdateChecklistRequest): ChecklistValue {
  return updateChecklistRequest.parse({
    purchase_checklist: fromChecklistMessage(request.purchaseChecklist),
  }).purchase_checklist;
}

// A provider id as OIDC_PROVIDERS allows it; anything else cannot be configured, so it is unknown (NOT_FOUND).
const providerId = z.string().max(64);

const startOidcSignInRequest = z.object({
  provider_id: providerId,
  next: z.string().transform(nextPathOrHome).refine(isSameOriginPath, MESSAGES.nextPathInvalid),
});

/** Which provider, and where to return after it: a same-origin path, the home page when absent. */
export function oidcStartOf(request: StartOidcSignInRequest): { providerId: string; next: string } {
  const parsed = startOidcSignInRequest.parse({ provider_id: request.providerId, next: request.next });
  return { providerId: parsed.provider_id, next: parsed.next };
}

// What the provider put in the callback URL; anything malformed is the same dead attempt.
const completeOidcSignInRequest = z.object({
  provider_id: providerId,
  code: z.string().min(1, MESSAGES.codeRequired).max(2048, MESSAGES.codeRequired),
  state: z.string().min(16, MESSAGES.googleAttemptInvalid).max(512, MESSAGES.googleAttemptInvalid),
});

export function oidcCallbackOf(request: CompleteOidcSignInRequest): {
  providerId: string;
  code: string;
  state: string;
} {
  const parsed = completeOidcSignInRequest.parse({
    provider_id: request.providerId,
    code: request.code,
    state: request.state,
  });
  return { providerId: parsed.provider_id, code: parsed.code, state: parsed.state };
}

const OUTCOME_OF: Partial<Record<ProtoOutcome, GuidedTourOutcome>> = {
  [ProtoOutcome.GUIDED_TOUR_OUTCOME_FINISHED]: 'finished',
  [ProtoOutcome.GUIDED_TOUR_OUTCOME_SKIPPED]: 'skipped',
  [ProtoOutcome.GUIDED_TOUR_OUTCOME_CLOSED]: 'closed',
};

const completeGuidedTourRequest = z.object({
  outcome: z.enum(GUIDED_TOUR_OUTCOMES, { error: GUIDED_TOUR_MESSAGES.outcomeRequired }),
});

/** UNSPECIFIED (or a number this build does not know) is refused: an end must say which it was. */
export function guidedTourOutcomeOf(request: CompleteGuidedTourRequest): GuidedTourOutcome {
  return completeGuidedTourRequest.parse({ outcome: OUTCOME_OF[request.outcome] }).outcome;
}

/** What confirms a deletion; the use case decides which of the two the account needs. */
export function deletionConfirmationOf(request: DeleteAccountRequest): DeletionConfirmation {
  return {
    // not a rule check: the stored hash decides; bounded so a huge string costs no scrypt time
    currentPassword: request.currentPassword.slice(0, 1024),
    confirmEmail: request.confirmEmail.slice(0, 320),
  };
}

import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CompleteGoogleSignInRequest,
  CompleteGoogleSignInResponse,
  ConfirmEmailChangeRequest,
  ConfirmEmailChangeResponse,
  GetAuthOptionsResponse,
  GetMeResponse,
  IdentityServiceServer,
  RefreshRequest,
  RefreshResponse,
  RequestPasswordResetRequest,
  RequestPasswordResetResponse,
  ResendVerificationRequest,
  ResendVerificationResponse,
  ResetPasswordRequest,
  ResetPasswordResponse,
  SetPasswordRequest,
  SetPasswordResponse,
  SignInRequest,
  SignInResponse,
  SignOutRequest,
  SignOutResponse,
  SignUpRequest,
  SignUpResponse,
  StartGoogleSignInRequest,
  StartGoogleSignInResponse,
  UpdateChecklistRequest,
  UpdateChecklistResponse,
  UpdateProfileRequest,
  UpdateProfileResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import {
  emailOnlyInput,
  linkTokenInput,
  refreshTokenInput,
  resetPasswordInput,
  setPasswordInput,
  signInInput,
  signUpInput,
  updateProfileInput,
  verifyEmailInput,
} from '../domain/account-rules';
import type { Accounts } from '../domain/accounts';
import { updateChecklistInput } from '../domain/checklist';
import { AccountError } from '../domain/errors';
import type { GoogleSignIn } from '../domain/google-sign-in';
import type { Passwords } from '../domain/passwords';
import type { Profiles } from '../domain/profiles';
import type { Sessions } from '../domain/sessions';
import { SignInThrottled } from '../domain/sign-in-throttle';
import { completeGoogleSignInInput, startGoogleSignInInput } from './google-input';
import { toRpcError } from './errors';
import { fromChecklistMessage, toChecklistMessage, toUserMessage } from './user-message';
import { identityMetrics } from '../metrics';

/**
 * Methods callable without an access token: everything that happens before one exists, links opened from an
 * e-mail (the token in them is the proof), and sign-out.
 */
export const PUBLIC_METHODS = [
  'signUp',
  'verifyEmail',
  'resendVerification',
  'signIn',
  'refresh',
  'signOut',
  'requestPasswordReset',
  'resetPassword',
  'confirmEmailChange',
  'getAuthOptions',
  'startGoogleSignIn',
  'completeGoogleSignIn',
] as const;

export interface IdentityDomain {
  accounts: Accounts;
  sessions: Sessions;
  passwords: Passwords;
  profiles: Profiles;
  google: GoogleSignIn;
}

/**
 * The gRPC face of identity. Input is checked with the account rules (a ZodError becomes INVALID_ARGUMENT with
 * field violations in the kit's server); refusals from the domain become statuses the BFF maps for the user.
 */
export class IdentityHandlers implements AsyncService<IdentityServiceServer> {
  constructor(private readonly domain: IdentityDomain) {}

  async signUp(request: SignUpRequest): Promise<SignUpResponse> {
    const input = signUpInput.parse({
      email: request.email,
      password: request.password,
      name: request.name,
      terms: request.termsAccepted,
    });
    const outcome = await this.domain.accounts.signUp(input);
    if (outcome === 'created') identityMetrics.usersRegistered.inc();
    // Deliberately the same empty answer for every outcome: sign-up must not tell who has an account.
    return {};
  }

  async verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
    const { token } = verifyEmailInput.parse({ token: request.token });
    return { userId: await mapErrors(this.domain.accounts.verifyEmail(token)) };
  }

  async resendVerification(request: ResendVerificationRequest): Promise<ResendVerificationResponse> {
    const { email } = emailOnlyInput.parse({ email: request.email });
    await this.domain.accounts.resendVerification(email);
    // The same answer for unknown, verified and unverified addresses.
    return {};
  }

  async signIn(request: SignInRequest): Promise<SignInResponse> {
    const input = signInInput.parse({
      email: request.email,
      password: request.password,
      client_ip: request.clientIp,
    });
    try {
      const { user, tokens } = await this.domain.accounts.signIn(input);
      identityMetrics.signIns.inc({ outcome: 'success' });
      return { user: toUserMessage(user), tokens };
    } catch (error) {
      if (error instanceof SignInThrottled) identityMetrics.signInsThrottled.inc({ scope: error.scope });
      else if (error instanceof AccountError) identityMetrics.signIns.inc({ outcome: error.kind });
      throw toRpcError(error);
    }
  }

  async refresh(request: RefreshRequest): Promise<RefreshResponse> {
    const input = refreshTokenInput.parse({ refresh_token: request.refreshToken });
    return { tokens: await mapErrors(this.domain.sessions.refresh(input.refresh_token)) };
  }

  async signOut(request: SignOutRequest): Promise<SignOutResponse> {
    const input = refreshTokenInput.parse({ refresh_token: request.refreshToken });
    await mapErrors(this.domain.sessions.end(input.refresh_token));
    return {};
  }

  async getMe(): Promise<GetMeResponse> {
    const caller = requireCaller();
    const user = await mapErrors(this.domain.accounts.getUser(caller.userId));
    return { user: toUserMessage(user) };
  }

  async requestPasswordReset(request: RequestPasswordResetRequest): Promise<RequestPasswordResetResponse> {
    const { email } = emailOnlyInput.parse({ email: request.email });
    await this.domain.passwords.requestReset(email);
    identityMetrics.passwordResets.inc({ stage: 'requested' });
    // The same answer whether or not the address has an account.
    return {};
  }

  async resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
    const input = resetPasswordInput.parse({ token: request.token, password: request.newPassword });
    await mapErrors(this.domain.passwords.reset(input.token, input.password));
    identityMetrics.passwordResets.inc({ stage: 'completed' });
    return {};
  }

  async setPassword(request: SetPasswordRequest): Promise<SetPasswordResponse> {
    const caller = requireCaller();
    const input = setPasswordInput.parse({ password: request.newPassword });
    await mapErrors(this.domain.passwords.setFirst(caller.userId, input.password));
    return {};
  }

  async updateProfile(request: UpdateProfileRequest): Promise<UpdateProfileResponse> {
    const caller = requireCaller();
    const input = updateProfileInput.parse({
      first_name: request.firstName,
      last_name: request.lastName,
      email: request.email,
      phone: request.phone,
    });
    const { user, emailConfirmationSent } = await mapErrors(
      this.domain.profiles.update(caller.userId, input),
    );
    return { user: toUserMessage(user), emailConfirmationSent };
  }

  async confirmEmailChange(request: ConfirmEmailChangeRequest): Promise<ConfirmEmailChangeResponse> {
    const { token } = linkTokenInput.parse({ token: request.token });
    return { userId: await mapErrors(this.domain.profiles.confirmEmailChange(token)) };
  }

  async updateChecklist(request: UpdateChecklistRequest): Promise<UpdateChecklistResponse> {
    const caller = requireCaller();
    const input = updateChecklistInput.parse({
      purchase_checklist: fromChecklistMessage(request.purchaseChecklist),
    });
    const saved = await mapErrors(
      this.domain.profiles.updateChecklist(caller.userId, input.purchase_checklist),
    );
    return { purchaseChecklist: toChecklistMessage(saved) };
  }

  async getAuthOptions(): Promise<GetAuthOptionsResponse> {
    return { googleEnabled: this.domain.google.enabled };
  }

  async startGoogleSignIn(request: StartGoogleSignInRequest): Promise<StartGoogleSignInResponse> {
    const { next } = startGoogleSignInInput.parse({ next: request.next });
    return { authorizationUrl: await mapErrors(this.domain.google.start(next)) };
  }

  async completeGoogleSignIn(request: CompleteGoogleSignInRequest): Promise<CompleteGoogleSignInResponse> {
    const input = completeGoogleSignInInput.parse({ code: request.code, state: request.state });
    try {
      const result = await this.domain.google.complete(input.code, input.state);
      if (result.created) identityMetrics.usersRegistered.inc();
      identityMetrics.signIns.inc({ outcome: 'google_success' });
      return { user: toUserMessage(result.user), tokens: result.tokens, next: result.next };
    } catch (error) {
      if (error instanceof AccountError) identityMetrics.signIns.inc({ outcome: error.kind });
      throw toRpcError(error);
    }
  }
}

async function mapErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toRpcError(error);
  }
}

import { requireCaller, type AsyncService } from '@homeward/kit';
import type {
  CompleteGoogleSignInRequest,
  CompleteGoogleSignInResponse,
  CompleteOidcSignInRequest,
  CompleteOidcSignInResponse,
  ListSignInProvidersResponse,
  StartOidcSignInRequest,
  StartOidcSignInResponse,
  CompleteGuidedTourRequest,
  CompleteGuidedTourResponse,
  DeleteAccountRequest,
  DeleteAccountResponse,
  GetDataExportPartRequest,
  GetDataExportPartResponse,
  ListDataExportsResponse,
  RequestDataExportResponse,
  ConfirmEmailChangeRequest,
  ConfirmEmailChangeResponse,
  UndoEmailChangeRequest,
  UndoEmailChangeResponse,
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
import type { AccountDeletion } from '../application/account-deletion';
import type { ClientLimits } from '../application/client-limits';
import type { Accounts } from '../application/accounts';
import type { DataExports } from '../application/data-exports';
import type { OidcSignIn } from '../application/oidc-sign-in';
import { GOOGLE_PROVIDER_ID } from '../domain/oidc-provider-settings';
import type { Passwords } from '../application/passwords';
import type { Profiles } from '../application/profiles';
import type { Sessions } from '../application/sessions';
import { dataExportPartOf, toDataExportMessage, toDataExportPartMessage } from './data-export-message';
import { answering } from './errors';
import {
  checklistOf,
  deletionConfirmationOf,
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
  verificationTokenOf,
} from './requests';
import { toChecklistMessage, toUserMessage } from './user-message';

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
  'undoEmailChange',
  'getAuthOptions',
  'startGoogleSignIn',
  'completeGoogleSignIn',
  'listSignInProviders',
  'startOidcSignIn',
  'completeOidcSignIn',
] as const;

/** The use cases the gRPC methods call. */
export interface IdentityUseCases {
  clientLimits: ClientLimits;
  accounts: Accounts;
  sessions: Sessions;
  passwords: Passwords;
  profiles: Profiles;
  oidc: OidcSignIn;
  accountDeletion: AccountDeletion;
  dataExports: DataExports;
}

/**
 * The gRPC face of identity. Requests are checked in requests.ts (a ZodError becomes INVALID_ARGUMENT with field
 * violations under the proto's field names, in the kit's server); refusals from the use cases become statuses the
 * BFF maps for the user.
 */
export class IdentityHandler implements AsyncService<IdentityServiceServer> {
  constructor(private readonly useCases: IdentityUseCases) {}

  async signUp(request: SignUpRequest): Promise<SignUpResponse> {
    const account = newAccountOf(request);
    await this.useCases.clientLimits.spend('sign_up');
    await this.useCases.accounts.signUp(account);
    // Deliberately the same empty answer for every outcome: sign-up must not tell who has an account.
    return {};
  }

  async verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
    const token = verificationTokenOf(request);
    return { userId: await answering(this.useCases.accounts.verifyEmail(token)) };
  }

  async resendVerification(request: ResendVerificationRequest): Promise<ResendVerificationResponse> {
    const email = emailOf(request);
    await this.useCases.clientLimits.spend('verification_resend');
    await this.useCases.accounts.resendVerification(email);
    // The same answer for unknown, verified and unverified addresses.
    return {};
  }

  async signIn(request: SignInRequest): Promise<SignInResponse> {
    const attempt = signInAttemptOf(request);
    await this.useCases.clientLimits.spend('sign_in');
    const { user, tokens } = await answering(this.useCases.accounts.signIn(attempt));
    return { user: toUserMessage(user), tokens };
  }

  async refresh(request: RefreshRequest): Promise<RefreshResponse> {
    const refreshToken = refreshTokenOf(request);
    return { tokens: await answering(this.useCases.sessions.refresh(refreshToken)) };
  }

  async signOut(request: SignOutRequest): Promise<SignOutResponse> {
    await answering(this.useCases.sessions.end(refreshTokenOf(request)));
    return {};
  }

  async getMe(): Promise<GetMeResponse> {
    const caller = requireCaller();
    const user = await answering(this.useCases.accounts.getUser(caller.userId));
    return { user: toUserMessage(user) };
  }

  async requestPasswordReset(request: RequestPasswordResetRequest): Promise<RequestPasswordResetResponse> {
    const email = emailOf(request);
    await this.useCases.clientLimits.spend('password_reset');
    await this.useCases.passwords.requestReset(email);
    // The same answer whether or not the address has an account.
    return {};
  }

  async resetPassword(request: ResetPasswordRequest): Promise<ResetPasswordResponse> {
    const { token, newPassword } = passwordResetOf(request);
    await answering(this.useCases.passwords.reset(token, newPassword));
    return {};
  }

  async setPassword(request: SetPasswordRequest): Promise<SetPasswordResponse> {
    const caller = requireCaller();
    const newPassword = newPasswordOf(request);
    await answering(this.useCases.passwords.setFirst(caller.userId, newPassword, caller.sessionId));
    return {};
  }

  async updateProfile(request: UpdateProfileRequest): Promise<UpdateProfileResponse> {
    const caller = requireCaller();
    const change = profileChangeOf(request);
    const { user, emailConfirmationSent } = await answering(
      this.useCases.profiles.update(caller.userId, change, caller.sessionId),
    );
    return { user: toUserMessage(user), emailConfirmationSent };
  }

  async confirmEmailChange(request: ConfirmEmailChangeRequest): Promise<ConfirmEmailChangeResponse> {
    const token = emailChangeTokenOf(request);
    return { userId: await answering(this.useCases.profiles.confirmEmailChange(token)) };
  }

  async undoEmailChange(request: UndoEmailChangeRequest): Promise<UndoEmailChangeResponse> {
    const token = emailChangeTokenOf(request);
    return { userId: await answering(this.useCases.profiles.undoEmailChange(token)) };
  }

  async updateChecklist(request: UpdateChecklistRequest): Promise<UpdateChecklistResponse> {
    const caller = requireCaller();
    const checklist = checklistOf(request);
    const saved = await answering(this.useCases.profiles.updateChecklist(caller.userId, checklist));
    return { purchaseChecklist: toChecklistMessage(saved) };
  }

  async completeGuidedTour(request: CompleteGuidedTourRequest): Promise<CompleteGuidedTourResponse> {
    const caller = requireCaller();
    const outcome = guidedTourOutcomeOf(request);
    const doneAt = await answering(this.useCases.profiles.completeGuidedTour(caller.userId, outcome));
    return { guidedTourDoneAt: doneAt.toISOString() };
  }

  async deleteAccount(request: DeleteAccountRequest): Promise<DeleteAccountResponse> {
    const caller = requireCaller();
    const confirmation = deletionConfirmationOf(request);
    await answering(this.useCases.accountDeletion.deleteAccount(caller.userId, confirmation));
    return {};
  }

  async requestDataExport(): Promise<RequestDataExportResponse> {
    const { userId } = requireCaller();
    return { export: toDataExportMessage(await this.useCases.dataExports.request(userId)) };
  }

  async listDataExports(): Promise<ListDataExportsResponse> {
    const { userId } = requireCaller();
    return { exports: (await this.useCases.dataExports.list(userId)).map(toDataExportMessage) };
  }

  async getDataExportPart(request: GetDataExportPartRequest): Promise<GetDataExportPartResponse> {
    const { userId } = requireCaller();
    const { exportId, service } = dataExportPartOf(request);
    return toDataExportPartMessage(await this.useCases.dataExports.part(userId, exportId, service));
  }

  async getAuthOptions(): Promise<GetAuthOptionsResponse> {
    return { googleEnabled: this.useCases.oidc.isConfigured(GOOGLE_PROVIDER_ID) };
  }

  // The Google RPCs are the generic ones for the provider "google", kept for callers that know only them.
  async startGoogleSignIn(request: StartGoogleSignInRequest): Promise<StartGoogleSignInResponse> {
    return this.startOidcSignIn({ providerId: GOOGLE_PROVIDER_ID, next: request.next });
  }

  async completeGoogleSignIn(request: CompleteGoogleSignInRequest): Promise<CompleteGoogleSignInResponse> {
    return this.completeOidcSignIn({ providerId: GOOGLE_PROVIDER_ID, ...request });
  }

  async listSignInProviders(): Promise<ListSignInProvidersResponse> {
    return { providers: this.useCases.oidc.list() };
  }

  async startOidcSignIn(request: StartOidcSignInRequest): Promise<StartOidcSignInResponse> {
    const { providerId, next } = oidcStartOf(request);
    return { authorizationUrl: await answering(this.useCases.oidc.start(providerId, next)) };
  }

  async completeOidcSignIn(request: CompleteOidcSignInRequest): Promise<CompleteOidcSignInResponse> {
    const { providerId, code, state } = oidcCallbackOf(request);
    const result = await answering(this.useCases.oidc.complete(providerId, code, state));
    return { user: toUserMessage(result.user), tokens: result.tokens, next: result.next };
  }
}

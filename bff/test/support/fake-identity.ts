// Identity's contract as an in-memory model: accounts, verification, token pairs with rotation and reuse detection,
// throttled sign-in, password reset and set, profile with a confirmed (and undoable) e-mail change, checklist, Google
// sign-in, data exports whose parts a test delivers.
// Links the real service e-mails are recorded in `mails`, so tests can follow them like a user would.
import { randomUUID } from 'node:crypto';
import {
  currentContext,
  failedPrecondition,
  invalidArgument,
  notFound,
  requireCaller,
  resourceExhausted,
  unauthenticated,
  type AccessTokenVerifier,
  type AsyncService,
} from '@homeward/kit';
import { normaliseUsPhone } from '@homeward/rules';
import {
  DataExportStatus,
  GuidedTourOutcome,
  type CompleteGuidedTourRequest,
  type DataExport,
  type DeleteAccountRequest,
  type GetDataExportPartRequest,
  type GetDataExportPartResponse,
  type UndoEmailChangeRequest,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import type {
  CompleteGoogleSignInRequest,
  CompleteGoogleSignInResponse,
  CompleteOidcSignInRequest,
  CompleteOidcSignInResponse,
  StartOidcSignInRequest,
  ConfirmEmailChangeRequest,
  GetMeResponse,
  IdentityServiceServer,
  PurchaseChecklist,
  RefreshRequest,
  RefreshResponse,
  RequestPasswordResetRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  SetPasswordRequest,
  SignInRequest,
  SignInResponse,
  SignOutRequest,
  SignUpRequest,
  StartGoogleSignInRequest,
  TokenPair,
  UpdateChecklistRequest,
  UpdateProfileRequest,
  UpdateProfileResponse,
  User,
  VerifyEmailRequest,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { Faults } from './faults';
import {
  COMMON_PASSWORD,
  CURRENT_PASSWORD_INCORRECT,
  DELETE_EMAIL_MISMATCH,
  EMAIL_IN_USE,
  GUIDED_TOUR_UNSPECIFIED,
  GOOGLE_AUTHORIZE_URL,
  GOOGLE_UNAVAILABLE,
  HAS_PASSWORD,
  KEYCLOAK_AUTHORIZE_URL,
  PROVIDER_UNKNOWN,
  INVALID_LINK,
  NOT_VERIFIED,
  THROTTLED,
  VALID_VERIFY_TOKEN,
  WRONG_PASSWORD,
} from './identity-messages';

/** The RPCs a caller without an access token may use (the real identity's list). */
export const IDENTITY_PUBLIC_METHODS = [
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

interface Account {
  user: User;
  /** Undefined for an account made through Google that never set one. */
  password: string | undefined;
}

export type MailKind = 'verification' | 'password_reset' | 'email_change' | 'email_undo' | 'password_changed';
export interface SentMail {
  kind: MailKind;
  to: string;
  token?: string;
}

interface Link {
  kind: 'verification' | 'password_reset' | 'email_change' | 'email_undo';
  userId: string;
  expiresAt: number;
  used: boolean;
  newEmail?: string;
  oldEmail?: string;
}

interface StoredExport {
  userId: string;
  record: DataExport;
  parts: GetDataExportPartResponse[];
}

const LINK_TTL_MS = 60 * 60 * 1000;

export class FakeIdentity implements AsyncService<IdentityServiceServer> {
  readonly accounts = new Map<string, Account>();
  readonly accessTokens = new Map<string, { userId: string; expiresAt: number }>();
  readonly refreshTokens = new Map<string, { userId: string; state: 'live' | 'rotated' | 'revoked' }>();
  readonly signUps: SignUpRequest[] = [];
  readonly requestIds: string[] = [];
  /** `client_ip` of every SignIn, in order. */
  readonly signInAddresses: string[] = [];
  readonly mails: SentMail[] = [];
  readonly links = new Map<string, Link>();
  readonly faults = new Faults<keyof AsyncService<IdentityServiceServer>>();
  accessTtlSeconds = 900;
  refreshTtlSeconds = 7 * 24 * 3600;
  refreshCalls = 0;
  /** Failed sign-ins allowed per account and per client address before RESOURCE_EXHAUSTED. */
  readonly throttle = { perAccount: 5, perAddress: 20 };
  private readonly failures = new Map<string, number>();
  googleEnabled = false;
  /** Authorization codes the "Google" of the tests hands out -> the identity behind them. */
  readonly googleCodes = new Map<string, { email: string; name: string }>();
  private readonly googleStates = new Map<string, { next: string; used: boolean; providerId: string }>();
  /** Providers besides Google (their authorization URL is KEYCLOAK_AUTHORIZE_URL); codes from googleCodes. */
  readonly otherProviders: { id: string; displayName: string }[] = [];
  readonly dataExports: StoredExport[] = [];

  addAccount(
    email: string,
    password: string | undefined,
    fullName = 'Ann Lee',
    options: { verified?: boolean } = {},
  ): User {
    const user: User = {
      id: randomUUID(),
      email,
      fullName,
      phone: '',
      emailVerified: options.verified ?? true,
      appRole: 'buyer',
      createdAt: new Date().toISOString(),
      purchaseChecklist: { groups: {} },
      pendingEmail: '',
      hasPassword: password !== undefined,
      guidedTourDoneAt: '',
      avatarUrl: '',
    };
    this.accounts.set(email, { user, password });
    return user;
  }

  accountOf(userId: string): Account | undefined {
    return [...this.accounts.values()].find((account) => account.user.id === userId);
  }

  /** The newest mail of a kind to an address. */
  lastMail(kind: MailKind, to: string): SentMail | undefined {
    return this.mails.filter((mail) => mail.kind === kind && mail.to === to).at(-1);
  }

  expireLinks(): void {
    for (const link of this.links.values()) link.expiresAt = 0;
  }

  resetThrottle(): void {
    this.failures.clear();
  }

  verifier(): AccessTokenVerifier {
    return {
      verify: async (token) => {
        const entry = this.accessTokens.get(token);
        if (!entry || entry.expiresAt <= Date.now() / 1000) throw new Error('invalid token');
        return {
          userId: entry.userId,
          email: this.accountOf(entry.userId)?.user.email ?? '',
          accessToken: token,
        };
      },
    };
  }

  private issue(userId: string): TokenPair {
    const now = Math.floor(Date.now() / 1000);
    const pair: TokenPair = {
      accessToken: `eyJhbGciOiJFUzI1NiJ9.${Buffer.from(JSON.stringify({ sub: userId, jti: randomUUID() })).toString('base64url')}.sig`,
      refreshToken: `rt_${randomUUID()}`,
      accessExpiresAt: now + this.accessTtlSeconds,
      refreshExpiresAt: now + this.refreshTtlSeconds,
    };
    this.accessTokens.set(pair.accessToken, { userId, expiresAt: pair.accessExpiresAt });
    this.refreshTokens.set(pair.refreshToken, { userId, state: 'live' });
    return pair;
  }

  private record(): void {
    const requestId = currentContext()?.requestId;
    if (requestId) this.requestIds.push(requestId);
  }

  private mailLink(
    kind: Link['kind'],
    userId: string,
    to: string,
    emails: Pick<Link, 'newEmail' | 'oldEmail'> = {},
  ): void {
    const token = `lt_${randomUUID()}`;
    this.links.set(token, { kind, userId, expiresAt: Date.now() + LINK_TTL_MS, used: false, ...emails });
    this.mails.push({ kind, to, token });
  }

  /** Single use and expiring; anything else is the agreed INVALID_ARGUMENT on `token`. */
  private useLink(token: string, kind: Link['kind']): Link {
    const link = this.links.get(token);
    if (!link || link.kind !== kind || link.used || link.expiresAt <= Date.now())
      throw invalidArgument(INVALID_LINK, { token: INVALID_LINK });
    link.used = true;
    return link;
  }

  private checkNewPassword(password: string): void {
    if (password === COMMON_PASSWORD)
      throw invalidArgument('This password is too common', { new_password: 'This password is too common' });
  }

  private revokeSessions(userId: string): void {
    for (const token of this.refreshTokens.values()) if (token.userId === userId) token.state = 'revoked';
  }

  private callerAccount(): Account {
    const account = this.accountOf(requireCaller().userId);
    if (!account) throw notFound('User not found');
    return account;
  }

  async signUp(request: SignUpRequest) {
    this.record();
    await this.faults.apply('signUp');
    if (request.password === COMMON_PASSWORD) {
      throw invalidArgument('This password is too common', { password: 'This password is too common' });
    }
    this.signUps.push(request);
    if (!this.accounts.has(request.email)) this.addAccount(request.email, request.password, request.name);
    return {};
  }

  async verifyEmail(request: VerifyEmailRequest) {
    this.record();
    await this.faults.apply('verifyEmail');
    if (request.token === VALID_VERIFY_TOKEN) return { userId: 'verified-user' };
    const link = this.links.get(request.token);
    if (!link || link.kind !== 'verification' || link.used || link.expiresAt <= Date.now())
      throw failedPrecondition('This verification link has expired');
    link.used = true;
    const account = this.accountOf(link.userId);
    if (account) account.user.emailVerified = true;
    return { userId: link.userId };
  }

  async resendVerification(request: ResendVerificationRequest) {
    this.record();
    await this.faults.apply('resendVerification');
    const account = this.accounts.get(request.email);
    if (account && !account.user.emailVerified) this.mailLink('verification', account.user.id, request.email);
    return {};
  }

  async signIn(request: SignInRequest): Promise<SignInResponse> {
    this.record();
    this.signInAddresses.push(request.clientIp);
    await this.faults.apply('signIn');
    const accountKey = `account:${request.email}`;
    const addressKey = `address:${request.clientIp}`;
    if (
      (this.failures.get(accountKey) ?? 0) >= this.throttle.perAccount ||
      (this.failures.get(addressKey) ?? 0) >= this.throttle.perAddress
    )
      throw resourceExhausted(THROTTLED);
    const account = this.accounts.get(request.email);
    if (!account || account.password === undefined || account.password !== request.password) {
      for (const key of [accountKey, addressKey]) this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
      throw unauthenticated(WRONG_PASSWORD);
    }
    if (!account.user.emailVerified) throw failedPrecondition(NOT_VERIFIED);
    this.failures.delete(accountKey);
    return { user: account.user, tokens: this.issue(account.user.id) };
  }

  async refresh(request: RefreshRequest): Promise<RefreshResponse> {
    this.record();
    this.refreshCalls += 1;
    await this.faults.apply('refresh');
    const entry = this.refreshTokens.get(request.refreshToken);
    if (!entry || entry.state !== 'live') {
      // Reuse detection: a replayed token revokes its whole family (here: every token of the user).
      if (entry?.state === 'rotated') this.revokeSessions(entry.userId);
      throw unauthenticated('Your session has expired');
    }
    entry.state = 'rotated';
    return { tokens: this.issue(entry.userId) };
  }

  async signOut(request: SignOutRequest) {
    this.record();
    await this.faults.apply('signOut');
    const entry = this.refreshTokens.get(request.refreshToken);
    if (!entry) throw unauthenticated('Unknown session');
    entry.state = 'revoked';
    return {};
  }

  async getMe(): Promise<GetMeResponse> {
    this.record();
    await this.faults.apply('getMe');
    return { user: this.callerAccount().user };
  }

  async requestPasswordReset(request: RequestPasswordResetRequest) {
    this.record();
    await this.faults.apply('requestPasswordReset');
    const account = this.accounts.get(request.email);
    if (account) this.mailLink('password_reset', account.user.id, request.email);
    return {};
  }

  async resetPassword(request: ResetPasswordRequest) {
    this.record();
    await this.faults.apply('resetPassword');
    this.checkNewPassword(request.newPassword);
    const link = this.useLink(request.token, 'password_reset');
    const account = this.accountOf(link.userId);
    if (!account) throw invalidArgument(INVALID_LINK, { token: INVALID_LINK });
    account.password = request.newPassword;
    account.user.hasPassword = true;
    this.revokeSessions(account.user.id);
    this.mails.push({ kind: 'password_changed', to: account.user.email });
    return {};
  }

  async setPassword(request: SetPasswordRequest) {
    this.record();
    await this.faults.apply('setPassword');
    const account = this.callerAccount();
    if (account.password !== undefined) throw failedPrecondition(HAS_PASSWORD);
    this.checkNewPassword(request.newPassword);
    account.password = request.newPassword;
    account.user.hasPassword = true;
    return {};
  }

  async updateProfile(request: UpdateProfileRequest): Promise<UpdateProfileResponse> {
    this.record();
    await this.faults.apply('updateProfile');
    const account = this.callerAccount();
    // As identity: any US number form, stored as (000) 000-0000.
    const phone = normaliseUsPhone(request.phone);
    if (phone === undefined)
      throw invalidArgument('Enter a valid phone number', { phone: 'Enter a valid phone number' });
    const owner = this.accounts.get(request.email);
    if (owner && owner !== account) throw invalidArgument(EMAIL_IN_USE, { email: EMAIL_IN_USE });
    account.user.fullName = [request.firstName, request.lastName].filter(Boolean).join(' ');
    account.user.phone = phone;
    const changed = request.email !== account.user.email;
    account.user.pendingEmail = changed ? request.email : '';
    if (changed) this.mailLink('email_change', account.user.id, request.email, { newEmail: request.email });
    return { user: account.user, emailConfirmationSent: changed };
  }

  async confirmEmailChange(request: ConfirmEmailChangeRequest) {
    this.record();
    await this.faults.apply('confirmEmailChange');
    const link = this.useLink(request.token, 'email_change');
    const account = this.accountOf(link.userId);
    if (
      !account ||
      !link.newEmail ||
      account.user.pendingEmail !== link.newEmail ||
      this.accounts.has(link.newEmail)
    )
      throw invalidArgument(INVALID_LINK, { token: INVALID_LINK });
    const oldEmail = account.user.email;
    this.moveAccount(account, link.newEmail);
    account.user.pendingEmail = '';
    this.mailLink('email_undo', account.user.id, oldEmail, { oldEmail });
    return { userId: account.user.id };
  }

  private moveAccount(account: Account, email: string): void {
    this.accounts.delete(account.user.email);
    account.user.email = email;
    this.accounts.set(email, account);
  }

  // The link mailed to the old address: the account gets it back unless someone took it since.
  async undoEmailChange(request: UndoEmailChangeRequest): Promise<{ userId: string }> {
    this.record();
    await this.faults.apply('undoEmailChange');
    const link = this.useLink(request.token, 'email_undo');
    const account = this.accountOf(link.userId);
    if (!account || !link.oldEmail || this.accounts.has(link.oldEmail))
      throw invalidArgument(INVALID_LINK, { token: INVALID_LINK });
    this.moveAccount(account, link.oldEmail);
    this.revokeSessions(account.user.id);
    return { userId: account.user.id };
  }

  async updateChecklist(request: UpdateChecklistRequest) {
    this.record();
    await this.faults.apply('updateChecklist');
    const account = this.callerAccount();
    const checklist: PurchaseChecklist = request.purchaseChecklist ?? { groups: {} };
    account.user.purchaseChecklist = checklist;
    return { purchaseChecklist: checklist };
  }

  async completeGuidedTour(request: CompleteGuidedTourRequest) {
    this.record();
    await this.faults.apply('completeGuidedTour');
    const account = this.callerAccount();
    if (request.outcome === GuidedTourOutcome.GUIDED_TOUR_OUTCOME_UNSPECIFIED)
      throw invalidArgument(GUIDED_TOUR_UNSPECIFIED, { outcome: GUIDED_TOUR_UNSPECIFIED });
    // The first end is kept, as identity does.
    account.user.guidedTourDoneAt ||= new Date().toISOString();
    return { guidedTourDoneAt: account.user.guidedTourDoneAt };
  }

  // As identity: the password confirms a password account, the typed address one without; every session ends.
  async deleteAccount(request: DeleteAccountRequest) {
    this.record();
    await this.faults.apply('deleteAccount');
    const account = this.callerAccount();
    if (account.password !== undefined && account.password !== request.currentPassword)
      throw invalidArgument(CURRENT_PASSWORD_INCORRECT, { current_password: CURRENT_PASSWORD_INCORRECT });
    if (
      account.password === undefined &&
      request.confirmEmail.toLowerCase() !== account.user.email.toLowerCase()
    )
      throw invalidArgument(DELETE_EMAIL_MISMATCH, { confirm_email: DELETE_EMAIL_MISMATCH });
    this.revokeSessions(account.user.id);
    for (const [token, access] of this.accessTokens)
      if (access.userId === account.user.id) this.accessTokens.delete(token);
    this.accounts.delete(account.user.email);
    return {};
  }

  // An export is prepared until a test delivers its parts (deliverExport); the archive itself is the BFF's, tested
  // with every real service (bff/test/data-exports).
  async requestDataExport() {
    this.record();
    await this.faults.apply('requestDataExport');
    const { user } = this.callerAccount();
    const record: DataExport = {
      exportId: randomUUID(),
      status: DataExportStatus.DATA_EXPORT_STATUS_PREPARING,
      requestedAt: new Date().toISOString(),
      readyAt: '',
      expiresAt: '',
      services: [],
    };
    this.dataExports.push({ userId: user.id, record, parts: [] });
    return { export: record };
  }

  /** What every service's user.export_part_ready leaves behind: the export is ready with these parts. */
  deliverExport(exportId: string, parts: GetDataExportPartResponse[]): void {
    const stored = this.dataExports.find((e) => e.record.exportId === exportId);
    if (!stored) throw new Error(`no data export ${exportId}`);
    const readyAt = new Date();
    stored.parts = parts;
    stored.record = {
      ...stored.record,
      status: DataExportStatus.DATA_EXPORT_STATUS_READY,
      readyAt: readyAt.toISOString(),
      expiresAt: new Date(readyAt.getTime() + 7 * 24 * 3600_000).toISOString(),
      services: parts.map((part) => part.service),
    };
  }

  async listDataExports() {
    this.record();
    await this.faults.apply('listDataExports');
    const { user } = this.callerAccount();
    const own = this.dataExports.filter((e) => e.userId === user.id).map((e) => e.record);
    return { exports: own.reverse() };
  }

  async getDataExportPart(request: GetDataExportPartRequest) {
    this.record();
    await this.faults.apply('getDataExportPart');
    const { user } = this.callerAccount();
    const stored = this.dataExports.find(
      (e) => e.record.exportId === request.exportId && e.userId === user.id,
    );
    const part = stored?.parts.find((p) => p.service === request.service);
    if (!stored || (stored.record.status === DataExportStatus.DATA_EXPORT_STATUS_READY && !part))
      throw notFound('Data export not found');
    if (!part) throw failedPrecondition('This data export is not ready');
    return part;
  }

  async getAuthOptions() {
    this.record();
    await this.faults.apply('getAuthOptions');
    return { googleEnabled: this.googleEnabled };
  }

  async startGoogleSignIn(request: StartGoogleSignInRequest) {
    this.record();
    await this.faults.apply('startGoogleSignIn');
    if (!this.googleEnabled) throw failedPrecondition(GOOGLE_UNAVAILABLE);
    const state = randomUUID();
    this.googleStates.set(state, {
      next: request.next.startsWith('/') ? request.next : '/',
      used: false,
      providerId: 'google',
    });
    const url = new URL(GOOGLE_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: 'homeward-test',
      redirect_uri: 'http://localhost:8080/api/auth/callback',
      scope: 'openid email profile',
      state,
      nonce: randomUUID(),
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    }).toString();
    return { authorizationUrl: url.toString() };
  }

  async completeGoogleSignIn(request: CompleteGoogleSignInRequest): Promise<CompleteGoogleSignInResponse> {
    this.record();
    await this.faults.apply('completeGoogleSignIn');
    if (!this.googleEnabled) throw failedPrecondition(GOOGLE_UNAVAILABLE);
    const started = this.googleStates.get(request.state);
    if (!started || started.used || started.providerId !== 'google')
      throw invalidArgument('Google sign-in failed. Please try again.');
    started.used = true;
    const identity = this.googleCodes.get(request.code);
    if (!identity) throw unauthenticated('Google sign-in failed. Please try again.');
    this.googleCodes.delete(request.code);
    const account = this.accounts.get(identity.email);
    const user = account?.user ?? this.addAccount(identity.email, undefined, identity.name);
    user.emailVerified = true;
    return { user, tokens: this.issue(user.id), next: started.next };
  }

  async listSignInProviders() {
    this.record();
    await this.faults.apply('listSignInProviders');
    const google = this.googleEnabled ? [{ id: 'google', displayName: 'Google' }] : [];
    return { providers: [...google, ...this.otherProviders] };
  }

  async startOidcSignIn(request: StartOidcSignInRequest) {
    if (request.providerId === 'google') return this.startGoogleSignIn({ next: request.next });
    this.record();
    await this.faults.apply('startOidcSignIn');
    if (!this.otherProviders.some(({ id }) => id === request.providerId)) throw notFound(PROVIDER_UNKNOWN);
    const state = randomUUID();
    const next = request.next.startsWith('/') ? request.next : '/';
    this.googleStates.set(state, { next, used: false, providerId: request.providerId });
    const url = new URL(KEYCLOAK_AUTHORIZE_URL);
    url.search = new URLSearchParams({
      response_type: 'code',
      state,
      code_challenge_method: 'S256',
    }).toString();
    return { authorizationUrl: url.toString() };
  }

  async completeOidcSignIn(request: CompleteOidcSignInRequest): Promise<CompleteOidcSignInResponse> {
    if (request.providerId === 'google') return this.completeGoogleSignIn(request);
    this.record();
    await this.faults.apply('completeOidcSignIn');
    const provider = this.otherProviders.find(({ id }) => id === request.providerId);
    if (!provider) throw notFound(PROVIDER_UNKNOWN);
    const failed = `${provider.displayName} sign-in failed. Please try again.`;
    const started = this.googleStates.get(request.state);
    if (!started || started.used || started.providerId !== provider.id) throw invalidArgument(failed);
    started.used = true;
    const identity = this.googleCodes.get(request.code);
    if (!identity) throw unauthenticated(failed);
    this.googleCodes.delete(request.code);
    const user =
      this.accounts.get(identity.email)?.user ?? this.addAccount(identity.email, undefined, identity.name);
    user.emailVerified = true;
    return { user, tokens: this.issue(user.id), next: started.next };
  }
}

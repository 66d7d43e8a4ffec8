// The BFF's only caller of the identity service; maps its protobuf messages to the API's JSON and the session.
import type { PromiseClient } from '@homeward/kit';
import {
  DataExportStatus as ProtoDataExportStatus,
  GuidedTourOutcome as ProtoGuidedTourOutcome,
  type DataExport as ProtoDataExport,
  type IdentityServiceClient,
  type PurchaseChecklist as ProtoChecklist,
  type TokenPair,
  type User as ProtoUser,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import type { z } from 'zod';
import type { signUpSchema } from '../api/auth';
import type { DataExport } from '../api/data-exports';
import type { GuidedTourOutcome, PurchaseChecklist, updateProfileSchema, User } from '../api/me';
import type { SessionPayload } from '../session/cookie-crypto';

export type SessionTokens = Omit<SessionPayload, 'userId'>;
export type SignUpData = z.output<typeof signUpSchema>;
export type ProfileData = z.output<typeof updateProfileSchema>;

/** One service's part, as identity keeps it: its records and the files to fetch into the archive. */
export interface DataExportPart {
  service: string;
  contentJson: Buffer;
  attachments: { archivePath: string; objectKey?: string; documentId?: string }[];
}

export interface SignedIn {
  user: User;
  session: SessionPayload;
}

export class IdentityClient {
  constructor(
    private readonly grpc: PromiseClient<IdentityServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  private options(accessToken?: string) {
    return { deadlineMs: this.deadlineMs, ...(accessToken && { accessToken }) };
  }

  /** The public forms' calls carry the browser's address: identity limits each client (per-client limits). */
  private fromClient(clientAddress: string) {
    return { ...this.options(), clientAddress };
  }

  async signUp(input: SignUpData, clientAddress: string): Promise<void> {
    await this.grpc.signUp(
      { email: input.email, password: input.password, name: input.name, termsAccepted: input.terms },
      this.fromClient(clientAddress),
    );
  }

  async verifyEmail(token: string): Promise<void> {
    await this.grpc.verifyEmail({ token }, this.options());
  }

  async resendVerification(email: string, clientAddress: string): Promise<void> {
    await this.grpc.resendVerification({ email }, this.fromClient(clientAddress));
  }

  /** `clientIp` is the browser's address; identity throttles sign-in per account and per address. */
  async signIn(email: string, password: string, clientIp: string): Promise<SignedIn> {
    const response = await this.grpc.signIn({ email, password, clientIp }, this.fromClient(clientIp));
    return signedIn(response.user, response.tokens, 'SignIn');
  }

  async refresh(refreshToken: string): Promise<SessionTokens> {
    const response = await this.grpc.refresh({ refreshToken }, this.options());
    if (!response.tokens) throw new Error('identity Refresh answered without tokens');
    return toTokens(response.tokens);
  }

  async signOut(refreshToken: string): Promise<void> {
    await this.grpc.signOut({ refreshToken }, this.options());
  }

  async getMe(accessToken: string): Promise<User> {
    const response = await this.grpc.getMe({}, this.options(accessToken));
    if (!response.user) throw new Error('identity GetMe answered without a user');
    return toApiUser(response.user);
  }

  /** Starts a data export; identity answers RESOURCE_EXHAUSTED (429) while one is prepared or past the day's limit. */
  async requestDataExport(accessToken: string): Promise<DataExport> {
    const response = await this.grpc.requestDataExport({}, this.options(accessToken));
    if (!response.export) throw new Error('identity RequestDataExport answered without an export');
    return toApiDataExport(response.export);
  }

  async listDataExports(
    accessToken: string,
  ): Promise<{ exports: DataExport[]; services: Map<string, string[]> }> {
    const response = await this.grpc.listDataExports({}, this.options(accessToken));
    return {
      exports: response.exports.map(toApiDataExport),
      services: new Map(response.exports.map((item) => [item.exportId, item.services])),
    };
  }

  /** One service's part of a ready export of the caller's; NOT_FOUND for anyone else's. */
  async dataExportPart(accessToken: string, exportId: string, service: string): Promise<DataExportPart> {
    const response = await this.grpc.getDataExportPart({ exportId, service }, this.options(accessToken));
    return {
      service: response.service,
      contentJson: Buffer.from(response.contentJson),
      attachments: response.attachments.map((file) => ({
        archivePath: file.archivePath,
        objectKey: file.objectKey,
        documentId: file.documentId,
      })),
    };
  }

  async requestPasswordReset(email: string, clientAddress: string): Promise<void> {
    await this.grpc.requestPasswordReset({ email }, this.fromClient(clientAddress));
  }

  async resetPassword(token: string, newPassword: string): Promise<void> {
    await this.grpc.resetPassword({ token, newPassword }, this.options());
  }

  async setPassword(accessToken: string, newPassword: string): Promise<void> {
    await this.grpc.setPassword({ newPassword }, this.options(accessToken));
  }

  async updateProfile(
    accessToken: string,
    profile: ProfileData,
  ): Promise<{ user: User; emailConfirmationSent: boolean }> {
    const response = await this.grpc.updateProfile(
      {
        firstName: profile.first_name,
        lastName: profile.last_name,
        email: profile.email,
        phone: profile.phone,
        currentPassword: profile.current_password ?? '',
      },
      this.options(accessToken),
    );
    if (!response.user) throw new Error('identity UpdateProfile answered without a user');
    return { user: toApiUser(response.user), emailConfirmationSent: response.emailConfirmationSent };
  }

  /** Returns the id of the user whose address changed. */
  async confirmEmailChange(token: string): Promise<string> {
    return (await this.grpc.confirmEmailChange({ token }, this.options())).userId;
  }

  /** The link sent to the old address: moves the account back and ends every session. */
  async undoEmailChange(token: string): Promise<void> {
    await this.grpc.undoEmailChange({ token }, this.options());
  }

  async updateChecklist(accessToken: string, checklist: PurchaseChecklist): Promise<PurchaseChecklist> {
    const response = await this.grpc.updateChecklist(
      { purchaseChecklist: toProtoChecklist(checklist) },
      this.options(accessToken),
    );
    return toApiChecklist(response.purchaseChecklist);
  }

  async completeGuidedTour(accessToken: string, outcome: GuidedTourOutcome): Promise<void> {
    await this.grpc.completeGuidedTour({ outcome: PROTO_OUTCOME[outcome] }, this.options(accessToken));
  }

  /** Deletes the caller's account; identity checks the password (or, without one, the typed address). */
  async deleteAccount(
    accessToken: string,
    confirmation: { current_password?: string | undefined; confirm_email?: string | undefined },
  ): Promise<void> {
    await this.grpc.deleteAccount(
      {
        currentPassword: confirmation.current_password ?? '',
        confirmEmail: confirmation.confirm_email ?? '',
      },
      this.options(accessToken),
    );
  }

  async authOptions(): Promise<{ googleEnabled: boolean }> {
    const response = await this.grpc.getAuthOptions({}, this.options());
    return { googleEnabled: response.googleEnabled };
  }

  async signInProviders(): Promise<{ id: string; displayName: string }[]> {
    const response = await this.grpc.listSignInProviders({}, this.options());
    return response.providers.map(({ id, displayName }) => ({ id, displayName }));
  }

  async startOidcSignIn(providerId: string, next: string): Promise<string> {
    const response = await this.grpc.startOidcSignIn({ providerId, next }, this.options());
    if (!response.authorizationUrl) throw new Error('identity StartOidcSignIn answered without a URL');
    return response.authorizationUrl;
  }

  async completeOidcSignIn(
    providerId: string,
    code: string,
    state: string,
  ): Promise<SignedIn & { next: string }> {
    const response = await this.grpc.completeOidcSignIn({ providerId, code, state }, this.options());
    return { ...signedIn(response.user, response.tokens, 'CompleteOidcSignIn'), next: response.next };
  }

  async startGoogleSignIn(next: string): Promise<string> {
    const response = await this.grpc.startGoogleSignIn({ next }, this.options());
    if (!response.authorizationUrl) throw new Error('identity StartGoogleSignIn answered without a URL');
    return response.authorizationUrl;
  }

  async completeGoogleSignIn(code: string, state: string): Promise<SignedIn & { next: string }> {
    const response = await this.grpc.completeGoogleSignIn({ code, state }, this.options());
    return { ...signedIn(response.user, response.tokens, 'CompleteGoogleSignIn'), next: response.next };
  }
}

function signedIn(user: ProtoUser | undefined, tokens: TokenPair | undefined, rpc: string): SignedIn {
  if (!user || !tokens) throw new Error(`identity ${rpc} answered without a user or tokens`);
  return { user: toApiUser(user), session: { userId: user.id, ...toTokens(tokens) } };
}

export function toApiUser(user: ProtoUser): User {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone: user.phone,
    email_verified: user.emailVerified,
    app_role: user.appRole,
    pending_email: user.pendingEmail,
    has_password: user.hasPassword,
    purchase_checklist: toApiChecklist(user.purchaseChecklist),
    guided_tour_done: user.guidedTourDoneAt !== '',
    avatar_url: user.avatarUrl || null,
  };
}

export function toApiChecklist(checklist: ProtoChecklist | undefined): PurchaseChecklist {
  const groups: PurchaseChecklist = {};
  for (const [group, { steps }] of Object.entries(checklist?.groups ?? {})) groups[group] = { ...steps };
  return groups;
}

export function toProtoChecklist(checklist: PurchaseChecklist): ProtoChecklist {
  const groups: ProtoChecklist['groups'] = {};
  for (const [group, steps] of Object.entries(checklist)) groups[group] = { steps: { ...steps } };
  return { groups };
}

function toTokens(tokens: TokenPair): SessionTokens {
  if (!tokens.accessToken || !tokens.refreshToken)
    throw new Error('identity answered with an incomplete token pair');
  return {
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    accessExpiresAt: tokens.accessExpiresAt,
    refreshExpiresAt: tokens.refreshExpiresAt,
  };
}

const PROTO_OUTCOME: Record<GuidedTourOutcome, ProtoGuidedTourOutcome> = {
  finished: ProtoGuidedTourOutcome.GUIDED_TOUR_OUTCOME_FINISHED,
  skipped: ProtoGuidedTourOutcome.GUIDED_TOUR_OUTCOME_SKIPPED,
  closed: ProtoGuidedTourOutcome.GUIDED_TOUR_OUTCOME_CLOSED,
};

const API_EXPORT_STATUS: Partial<Record<ProtoDataExportStatus, DataExport['status']>> = {
  [ProtoDataExportStatus.DATA_EXPORT_STATUS_PREPARING]: 'preparing',
  [ProtoDataExportStatus.DATA_EXPORT_STATUS_READY]: 'ready',
  [ProtoDataExportStatus.DATA_EXPORT_STATUS_FAILED]: 'failed',
};

function toApiDataExport(item: ProtoDataExport): DataExport {
  const status = API_EXPORT_STATUS[item.status];
  if (!status) throw new Error(`identity answered an export in an unknown state ${item.status}`);
  return {
    id: item.exportId,
    status,
    requested_at: item.requestedAt,
    ready_at: item.readyAt || null,
    expires_at: item.expiresAt || null,
    download_url: status === 'ready' ? `/api/me/data-exports/${item.exportId}/archive` : null,
  };
}

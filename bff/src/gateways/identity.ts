// The BFF's only caller of the identity service; maps its protobuf messages to the API's JSON and the session.
import type { PromiseClient } from '@homeward/kit';
import type {
  IdentityServiceClient,
  TokenPair,
  User as ProtoUser,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import type { z } from 'zod';
import type { signUpSchema, User } from '../api/auth';
import type { SessionPayload } from '../session/cookie-crypto';

export type SessionTokens = Omit<SessionPayload, 'userId'>;
export type SignUpData = z.output<typeof signUpSchema>;

export class IdentityGateway {
  constructor(
    private readonly client: PromiseClient<IdentityServiceClient>,
    private readonly deadlineMs: number,
  ) {}

  async signUp(input: SignUpData): Promise<void> {
    await this.client.signUp(
      { email: input.email, password: input.password, name: input.name, termsAccepted: input.terms },
      { deadlineMs: this.deadlineMs },
    );
  }

  async verifyEmail(token: string): Promise<void> {
    await this.client.verifyEmail({ token }, { deadlineMs: this.deadlineMs });
  }

  async signIn(email: string, password: string): Promise<{ user: User; session: SessionPayload }> {
    const response = await this.client.signIn({ email, password }, { deadlineMs: this.deadlineMs });
    if (!response.user || !response.tokens)
      throw new Error('identity SignIn answered without a user or tokens');
    return {
      user: toApiUser(response.user),
      session: { userId: response.user.id, ...toTokens(response.tokens) },
    };
  }

  async refresh(refreshToken: string): Promise<SessionTokens> {
    const response = await this.client.refresh({ refreshToken }, { deadlineMs: this.deadlineMs });
    if (!response.tokens) throw new Error('identity Refresh answered without tokens');
    return toTokens(response.tokens);
  }

  async signOut(refreshToken: string): Promise<void> {
    await this.client.signOut({ refreshToken }, { deadlineMs: this.deadlineMs });
  }

  async getMe(accessToken: string): Promise<User> {
    const response = await this.client.getMe({}, { deadlineMs: this.deadlineMs, accessToken });
    if (!response.user) throw new Error('identity GetMe answered without a user');
    return toApiUser(response.user);
  }
}

export function toApiUser(user: ProtoUser): User {
  return {
    id: user.id,
    email: user.email,
    full_name: user.fullName,
    phone: user.phone,
    email_verified: user.emailVerified,
    app_role: user.appRole,
  };
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

import { status } from '@grpc/grpc-js';
import { metrics, requireCaller, RpcError, type AsyncService } from '@homeward/kit';
import type {
  GetMeResponse,
  IdentityServiceServer,
  RefreshRequest,
  RefreshResponse,
  SignInRequest,
  SignInResponse,
  SignOutRequest,
  SignOutResponse,
  SignUpRequest,
  SignUpResponse,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { refreshTokenInput, signInInput, signUpInput, verifyEmailInput } from '../domain/account-rules';
import type { Accounts } from '../domain/accounts';
import { AccountError } from '../domain/errors';
import type { Sessions } from '../domain/sessions';
import { toRpcError } from './errors';
import { toUserMessage } from './user-message';

/** Methods callable without an access token: everything that happens before one exists, and sign-out. */
export const PUBLIC_METHODS = ['signUp', 'verifyEmail', 'signIn', 'refresh', 'signOut'] as const;

/**
 * The gRPC face of identity. Input is checked with the account rules (a ZodError becomes INVALID_ARGUMENT with
 * field violations in the kit's server); refusals from the domain become statuses the BFF maps for the user.
 */
export class IdentityHandlers implements AsyncService<IdentityServiceServer> {
  constructor(
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
  ) {}

  async signUp(request: SignUpRequest): Promise<SignUpResponse> {
    const input = signUpInput.parse({
      email: request.email,
      password: request.password,
      name: request.name,
      terms: request.termsAccepted,
    });
    const outcome = await this.accounts.signUp(input);
    if (outcome === 'created') metrics.usersRegistered.inc();
    // Deliberately the same empty answer for every outcome: sign-up must not tell who has an account.
    return {};
  }

  async verifyEmail(request: VerifyEmailRequest): Promise<VerifyEmailResponse> {
    const { token } = verifyEmailInput.parse({ token: request.token });
    return { userId: await mapErrors(this.accounts.verifyEmail(token)) };
  }

  async signIn(request: SignInRequest): Promise<SignInResponse> {
    const input = signInInput.parse({ email: request.email, password: request.password });
    try {
      const { user, tokens } = await this.accounts.signIn(input);
      metrics.signIns.inc({ outcome: 'success' });
      return { user: toUserMessage(user), tokens };
    } catch (error) {
      if (error instanceof AccountError) metrics.signIns.inc({ outcome: error.kind });
      throw toRpcError(error);
    }
  }

  async refresh(request: RefreshRequest): Promise<RefreshResponse> {
    const input = refreshTokenInput.parse({ refresh_token: request.refreshToken });
    return { tokens: await mapErrors(this.sessions.refresh(input.refresh_token)) };
  }

  async signOut(request: SignOutRequest): Promise<SignOutResponse> {
    const input = refreshTokenInput.parse({ refresh_token: request.refreshToken });
    await mapErrors(this.sessions.end(input.refresh_token));
    return {};
  }

  async getMe(): Promise<GetMeResponse> {
    const caller = requireCaller();
    const user = await mapErrors(this.accounts.getUser(caller.userId));
    return { user: toUserMessage(user) };
  }

  // Declared in the contract for issue 4 and being built; until then they answer what grpc-js would answer for a
  // method the server lacks, instead of the server refusing to start.
  resendVerification = notYet;
  requestPasswordReset = notYet;
  resetPassword = notYet;
  setPassword = notYet;
  updateProfile = notYet;
  confirmEmailChange = notYet;
  updateChecklist = notYet;
  getAuthOptions = notYet;
  startGoogleSignIn = notYet;
  completeGoogleSignIn = notYet;
}

async function notYet(): Promise<never> {
  throw new RpcError(status.UNIMPLEMENTED, 'Not implemented yet');
}

async function mapErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    throw toRpcError(error);
  }
}

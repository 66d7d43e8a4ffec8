// The one call this service makes to identity: the caller's own profile, asked with the caller's token (the kit's
// client forwards it), for the buyer's name, e-mail and phone on a new draft.
import { status } from '@grpc/grpc-js';
import { connectService, isServiceError, type Logger } from '@homeward/kit';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { DocumentError } from '../domain/errors';
import type { BuyerProfile } from '../domain/prefill';

export interface IdentityClient {
  /** The caller's profile. Fails with DocumentError `identityUnavailable` or `callerRefused`. */
  getBuyerProfile(): Promise<BuyerProfile>;
  close(): void;
}

export function connectIdentityClient(address: string, deadlineMs: number, logger: Logger): IdentityClient {
  const connection = connectService(IdentityServiceClient, IdentityServiceService, address);
  return {
    async getBuyerProfile() {
      try {
        const { user } = await connection.client.getMe({}, { deadlineMs });
        return { name: user?.fullName ?? '', email: user?.email ?? '', phone: user?.phone ?? '' };
      } catch (error) {
        if (isServiceError(error) && error.code === status.UNAUTHENTICATED)
          throw new DocumentError('callerRefused');
        logger.warn(
          { err: error, code: isServiceError(error) ? status[error.code] : undefined },
          'identity service call failed',
        );
        throw new DocumentError('identityUnavailable');
      }
    },
    close: () => connection.close(),
  };
}

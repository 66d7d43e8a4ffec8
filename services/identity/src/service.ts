import {
  startService,
  tokenSealFromConfig,
  type Knex,
  type Logger,
  type OutboxRelay,
  type RunningService,
} from '@homeward/kit';
import { IdentityServiceService } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { migrations } from '../migrations';
import type { IdentityConfig } from './config';
import { AccessTokens } from './application/access-tokens';
import { AccountDeletion } from './application/account-deletion';
import { AccountEvents } from './application/account-events';
import { Accounts } from './application/accounts';
import { DataExports, dataExportHousekeeping } from './application/data-exports';
import { OidcSignIn } from './application/oidc-sign-in';
import { SignInHousekeeping } from './application/housekeeping';
import { Passwords } from './application/passwords';
import { Profiles } from './application/profiles';
import { SessionRevocation } from './application/session-revocation';
import { Sessions } from './application/sessions';
import { AccountLimits } from './application/account-limits';
import { CLIENT_LIMIT_WINDOW_SECONDS, ClientLimits } from './application/client-limits';
import { SignInThrottle } from './application/sign-in-throttle';
import { SigningKeyRing } from './application/signing-key-ring';
import { KeyEncryption } from './domain/key-encryption';
import { rotationPolicy } from './domain/key-rotation';
import { subscribeToEvents } from './events/subscriptions';
import { IdentityHandler, PUBLIC_METHODS } from './handlers/identity-handler';
import { OidcClient } from './providers/oidc-client';

export type { RunningService };

export const JWKS_PATH = '/.well-known/jwks.json';
/** Next to the JWKS, where the kit's remote verifier looks for it (`sessionEpochsUrl`). */
export const SESSION_EPOCHS_PATH = '/.well-known/session-epochs.json';

const HOUSEKEEPING_INTERVAL_MS = 5 * 60_000;
// Overdue exports fail within a minute of their deadline even when nobody looks (the list shows them failed at once).
const DATA_EXPORT_SWEEP_INTERVAL_MS = 60_000;

/**
 * Starts identity on the kit's host: database and migrations, signing keys, outbox relay, gRPC server (verifying
 * with its own keys, not a JWKS round trip to itself) and the ops server that publishes the JWKS.
 */
export function startIdentityService(config: IdentityConfig, logger: Logger): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations, { min: 0, max: config.DATABASE_POOL_MAX });
    const keys = new SigningKeyRing({
      db,
      encryption: new KeyEncryption(config.SIGNING_KEY_SECRET),
      policy: rotationPolicy(config.SIGNING_KEY_ROTATION_DAYS, config.ACCESS_TOKEN_TTL_SECONDS),
      logger,
    });
    await keys.start();
    const relay = host.outboxRelay(db);
    const revocation = new SessionRevocation({
      db,
      accessTokenTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    });
    const accessTokens = new AccessTokens(
      keys,
      {
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
        ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
      },
      revocation.epochs,
    );
    const housekeeping = new SignInHousekeeping({
      db,
      logger,
      throttleWindowSeconds: config.SIGN_IN_THROTTLE_WINDOW_SECONDS,
      countWindowSeconds: Math.max(
        CLIENT_LIMIT_WINDOW_SECONDS,
        config.EMAIL_CHANGE_LIMIT_WINDOW_SECONDS,
        config.CURRENT_PASSWORD_CHECK_WINDOW_SECONDS,
      ),
      intervalMs: HOUSEKEEPING_INTERVAL_MS,
    });
    housekeeping.start();
    host.onShutdown('sign-in housekeeping', () => housekeeping.stop());
    const dataExports = new DataExports(db, relay, {
      perDay: config.DATA_EXPORTS_PER_DAY,
      timeoutSeconds: config.DATA_EXPORT_TIMEOUT_SECONDS,
      retentionSeconds: config.DATA_EXPORT_RETENTION_SECONDS,
    });
    await host.eventConsumer(db, (consumer) => subscribeToEvents(consumer, { relay, logger, dataExports }));
    const exportSweep = dataExportHousekeeping(dataExports, logger, DATA_EXPORT_SWEEP_INTERVAL_MS);
    exportSweep.start();
    host.onShutdown('data export housekeeping', () => exportSweep.stop());
    return host.serve({
      verifier: accessTokens.verifier,
      services: [
        {
          definition: IdentityServiceService,
          implementation: new IdentityHandler(
            useCases(config, { db, relay, accessTokens, revocation, logger, dataExports }),
          ),
          publicMethods: PUBLIC_METHODS,
        },
      ],
      routes: { [JWKS_PATH]: () => keys.jwks(), [SESSION_EPOCHS_PATH]: () => revocation.document() },
    });
  });
}

/** The use cases, wired to the database, the outbox and each other. */
function useCases(
  config: IdentityConfig,
  {
    db,
    relay,
    accessTokens,
    revocation,
    logger,
    dataExports,
  }: {
    db: Knex;
    relay: OutboxRelay;
    accessTokens: AccessTokens;
    revocation: SessionRevocation;
    logger: Logger;
    dataExports: DataExports;
  },
) {
  const lifetime = {
    refreshTtlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    maxSessionSeconds: config.SESSION_MAX_LIFETIME_SECONDS,
  };
  const sessions = new Sessions(db, accessTokens, lifetime, {
    onReplay: (userId, familyId) =>
      logger.warn({ userId, familyId }, 'refresh token replayed; its session family is revoked'),
  });
  const events = new AccountEvents(relay, tokenSealFromConfig(config));
  const throttle = new SignInThrottle(db, {
    windowSeconds: config.SIGN_IN_THROTTLE_WINDOW_SECONDS,
    maxAccountFailures: config.SIGN_IN_MAX_FAILURES_PER_ACCOUNT,
    maxAddressFailures: config.SIGN_IN_MAX_FAILURES_PER_ADDRESS,
  });
  const limits = new AccountLimits(db, {
    emailChangeWindowSeconds: config.EMAIL_CHANGE_LIMIT_WINDOW_SECONDS,
    emailChangesPerAccount: config.EMAIL_CHANGES_PER_ACCOUNT,
    emailChangesPerAddress: config.EMAIL_CHANGES_PER_ADDRESS,
    passwordCheckWindowSeconds: config.CURRENT_PASSWORD_CHECK_WINDOW_SECONDS,
    passwordChecksPerAccount: config.CURRENT_PASSWORD_CHECKS_PER_ACCOUNT,
  });
  return {
    sessions,
    clientLimits: new ClientLimits(db, {
      sign_up: config.CLIENT_SIGN_UPS_PER_HOUR,
      sign_in: config.CLIENT_SIGN_INS_PER_HOUR,
      password_reset: config.CLIENT_PASSWORD_RESETS_PER_HOUR,
      verification_resend: config.CLIENT_VERIFICATION_RESENDS_PER_HOUR,
    }),
    accounts: new Accounts({
      db,
      sessions,
      events,
      throttle,
      verificationTtlSeconds: config.EMAIL_VERIFICATION_TTL_SECONDS,
      resendCooldownSeconds: config.VERIFICATION_RESEND_COOLDOWN_SECONDS,
    }),
    passwords: new Passwords({
      db,
      events,
      revocation,
      throttle,
      resetTtlSeconds: config.PASSWORD_RESET_TTL_SECONDS,
      resetCooldownSeconds: config.PASSWORD_RESET_COOLDOWN_SECONDS,
    }),
    profiles: new Profiles({
      db,
      events,
      revocation,
      limits,
      emailChangeTtlSeconds: config.EMAIL_CHANGE_TTL_SECONDS,
    }),
    // The same limits: deletion's password check spends the settings' one allowance.
    accountDeletion: new AccountDeletion({ db, events, revocation, limits }),
    dataExports,
    oidc: new OidcSignIn({
      db,
      sessions,
      events,
      revocation,
      logger,
      providers: config.oidcProviders.map((settings) => ({
        id: settings.id,
        displayName: settings.displayName,
        client: new OidcClient(settings),
      })),
      attemptTtlSeconds: config.OIDC_LOGIN_TTL_SECONDS,
    }),
  };
}

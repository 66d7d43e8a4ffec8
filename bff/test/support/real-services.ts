// How the BFF's tests start each real service in-process (its package's config loader and start function), for
// the test topology (`startTopology` of @homeward/testing), and what several of them read from identity's events.
import { loadDocumentsConfig, startDocumentsService } from '@homeward/documents';
import { loadIdentityConfig, startIdentityService } from '@homeward/identity';
import { loadInspectionAnalyzerConfig, startInspectionAnalyzerService } from '@homeward/inspection-analyzer';
import { loadNotificationsConfig, startNotificationsService } from '@homeward/notifications';
import { loadPaymentConfig, startPaymentService } from '@homeward/payment';
import { loadPropertyConfig, startPropertyService } from '@homeward/property';
import { loadTourConfig, startTourService } from '@homeward/tour';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { topics } from '@homeward/protos/topics';
import { connectService } from '@homeward/kit';
import {
  collectTestMessages,
  inProcess,
  unusedPort,
  verificationTokenFor,
  type StopList,
} from '@homeward/testing';

export const START = {
  identity: inProcess(loadIdentityConfig, startIdentityService),
  property: inProcess(loadPropertyConfig, startPropertyService),
  notifications: inProcess(loadNotificationsConfig, startNotificationsService),
  payment: inProcess(loadPaymentConfig, startPaymentService),
  'inspection-analyzer': inProcess(loadInspectionAnalyzerConfig, startInspectionAnalyzerService),
  documents: inProcess(loadDocumentsConfig, startDocumentsService),
  tour: inProcess(loadTourConfig, startTourService),
};

/** Notifications' variables when no e-mail is under test: a dead SMTP port keeps them out of the mail catcher. */
export async function withoutEmail(): Promise<Record<string, string>> {
  return { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(await unusedPort()), EMAIL_MAX_ATTEMPTS: '1' };
}

/**
 * Verifies a new account's address as its owner would: waits for identity's user.registered of the e-mail and
 * sends back the token in it. Collects user.registered from now on.
 */
export async function emailVerifier(
  prefix: string,
  identityAddress: string,
  stops: StopList,
): Promise<(email: string) => Promise<void>> {
  const registrations = stops.add(
    await collectTestMessages(`${prefix}-registrations`, [topics.userRegistered.name]),
    (collector) => collector.stop(),
  );
  const identity = stops.add(
    connectService(IdentityServiceClient, IdentityServiceService, identityAddress),
    (connection) => connection.close(),
  ).client;
  return async (email) => {
    await identity.verifyEmail({ token: await verificationTokenFor(registrations, email) });
  };
}

// The real identity and a real other service (notifications, whose gRPC calls need a verified caller) in-process,
// wired as deployed: notifications verifies access tokens with identity's JWKS and session list over HTTP. Identity
// can be stopped on its own, for the outage tests; and the e-mailed links are read from identity's events.
import { connectService, localTokenSeal } from '@homeward/kit';
import {
  UserEmailChanged,
  UserEmailChangeRequested,
  UserPasswordResetRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { topics } from '@homeward/protos/topics';
import {
  collectTestMessages,
  startOrStop,
  startTopology,
  verificationTokenFor,
  waitFor,
} from '@homeward/testing';
import { START, withoutEmail } from './real-services';

export interface RealSessionServices {
  addresses: { identity: string; notifications: string };
  verifyEmail(email: string): Promise<void>;
  resetToken(email: string): Promise<string>;
  emailChangeToken(newEmail: string): Promise<string>;
  /** The undo link's token, sent to the old address once the change is confirmed. */
  undoToken(oldEmail: string): Promise<string>;
  /** Identity goes away (gRPC and its JWKS); the other service stays. */
  stopIdentity(): Promise<void>;
  /** Starts another notifications service that has never fetched identity's keys. */
  startFreshNotifications(): Promise<string>;
  stop(): Promise<void>;
}

export async function startRealSessionServices(prefix: string): Promise<RealSessionServices> {
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: START.identity },
      notifications: { start: START.notifications, env: await withoutEmail() },
    },
  });
  return startOrStop(async (stops) => {
    const links = stops.add(
      await collectTestMessages(`${prefix}-links`, [
        topics.userRegistered.name,
        topics.userPasswordResetRequested.name,
        topics.userEmailChangeRequested.name,
        topics.userEmailChanged.name,
      ]),
      (collector) => collector.stop(),
    );
    const client = stops.add(
      connectService(IdentityServiceClient, IdentityServiceService, topology.address('identity')),
      (connection) => connection.close(),
    ).client;
    // notifications' variables name its own SMTP port: a fresh one gets a dead port of its own
    const startNotifications = async () =>
      `127.0.0.1:${(await topology.startAnother('notifications', { env: await withoutEmail() })).grpcPort}`;

    const event = <T>(topic: string, decode: (bytes: Buffer) => T, matches: (event: T) => boolean) =>
      waitFor(
        () =>
          links
            .on(topic)
            .map((message) => decode(message.value!))
            .findLast(matches),
        { message: `${topic} event`, timeoutMs: 30_000 },
      );
    return {
      addresses: { identity: topology.address('identity'), notifications: topology.address('notifications') },
      async verifyEmail(email) {
        await client.verifyEmail({ token: await verificationTokenFor(links, email) });
      },
      async resetToken(email) {
        return localTokenSeal().open(
          (
            await event(
              topics.userPasswordResetRequested.name,
              (bytes) => UserPasswordResetRequested.decode(bytes),
              (each) => each.email === email,
            )
          ).resetToken,
        );
      },
      async emailChangeToken(newEmail) {
        return localTokenSeal().open(
          (
            await event(
              topics.userEmailChangeRequested.name,
              (bytes) => UserEmailChangeRequested.decode(bytes),
              (each) => each.newEmail === newEmail,
            )
          ).confirmationToken,
        );
      },
      async undoToken(oldEmail) {
        return localTokenSeal().open(
          (
            await event(
              topics.userEmailChanged.name,
              (bytes) => UserEmailChanged.decode(bytes),
              (each) => each.oldEmail === oldEmail,
            )
          ).undoToken,
        );
      },
      // stopping is idempotent: the topology's own stop finds it stopped
      stopIdentity: () => topology.service('identity').stop(),
      startFreshNotifications: startNotifications,
      stop: () => topology.stop(),
    };
  }, topology.stops);
}

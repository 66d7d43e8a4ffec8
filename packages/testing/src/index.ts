export { createTestDatabase, type TestDatabase } from './database';
export { readTestEnvironment, type TestEnvironment } from './environment';
export { startTestIssuer, type TestIssuer } from './issuer';
export { emailsTo, testMail, type CaughtEmail, type TestMail } from './mail';
export { createTestBucket, testObjectStorage, type TestObjectStorage } from './object-storage';
export { uniqueId, waitFor, type WaitOptions } from './wait';

export { testKafkaBrokers } from './brokers';
export {
  collectMessages,
  startTcpProxy,
  unusedPort,
  TEST_FETCH_MAX_WAIT_MS,
  TEST_GROUP_TIMING,
  type CollectedMessage,
  type Collector,
} from './kafka';
export { startTestOidcProvider, type TestOidcProvider, type TestOidcProviderOptions } from './oidc-provider';
export { collectTestMessages, startTestPublisher, type PublishOptions, type TestPublisher } from './events';
export { grpcFailureOf, type GrpcFailure } from './grpc-failure';
export { onFreePorts, serviceTestEnv, type ServiceTestEnvOptions, type TokenTrust } from './service-env';
export { startOrStop, StopList } from './stop-list';
export { verificationTokenFor } from './registrations';
export { runExportHandler, type PublishedExportPart } from './export-parts';
export { startUserDeletedPublisher, waitForInboxEvent, type UserDeletedPublisher } from './user-deleted';
export {
  contractGaps,
  inProcess,
  startTopology,
  type FakeService,
  type RealService,
  type StartService,
  type StartedService,
  type TestTopology,
  type TopologyOptions,
} from './topology';

// Integration and end-to-end tests wait on real brokers and rebalances (about one session timeout each); jest's
// `testTimeout` is global-only, so the slow projects raise it here.
jest.setTimeout(Number(process.env.HOMEWARD_SLOW_TEST_TIMEOUT_MS ?? 120_000));

/** Jest global teardown: stops only what this run's global setup started. */
export default async function globalTeardown(): Promise<void> {
  const provided = globalThis.homewardTestInfrastructure;
  globalThis.homewardTestInfrastructure = undefined;
  await provided?.stop();
}

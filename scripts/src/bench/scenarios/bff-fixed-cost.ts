// Scenario "BFF fixed cost": one connection, so no request waits behind another and each figure is the path's own
// cost. `GET /healthz` is the BFF's floor (Express, the app-wide middleware, no session, no downstream call);
// `GET /api/me` adds what every signed-in call pays (session cookie, route input, one gRPC call to identity, JSON);
// the gap between them, beside a CPU profile of the BFF (BENCH_CPU_PROF_DIR), is what issue 26 item 2 cuts.
import { randomBytes } from 'node:crypto';
import { signUpVerifiedUser } from '../homeward-client';
import { measureHttp } from '../measure';
import type { BenchStack } from '../stack';
import type { ScenarioResult, ScenarioSettings } from './properties-list';

export const FIXED_COST_NAMES = {
  floor: 'BFF GET /healthz, 1 connection',
  me: 'API GET /api/me, 1 connection',
} as const;

export async function runBffFixedCost(
  stack: BenchStack,
  settings: ScenarioSettings,
): Promise<ScenarioResult> {
  const { warmupMs } = settings;
  const load = { ...settings.load, connections: 1 };
  const user = await signUpVerifiedUser(
    stack.appUrl,
    stack.mailWebUrl,
    `bench-fixed-${randomBytes(4).toString('hex')}@example.com`,
    `Bench-${randomBytes(6).toString('hex')}-1`,
  );
  const floor = { url: `${stack.appUrl}/healthz` };
  const me = { url: `${stack.appUrl}/api/me`, headers: { Cookie: user.cookie } };
  const measurements = [];
  for (const [name, target] of [
    [FIXED_COST_NAMES.floor, floor],
    [FIXED_COST_NAMES.me, me],
  ] as const) {
    console.log(`[bench] ${name}, ${load.durationMs / 1000} s…`);
    await measureHttp('warm-up', target, { ...load, durationMs: warmupMs });
    measurements.push(await measureHttp(name, target, load));
    load.signal?.throwIfAborted();
  }
  return {
    measurements,
    comparisons: [],
    notes: [
      'BFF fixed cost: one connection; /healthz answers from the BFF alone, /api/me opens the session cookie, ' +
        "checks the route's input and asks identity for the user over gRPC (identity reads PostgreSQL)",
    ],
  };
}

// One stack for the whole run, shared by the test files whose settings agree (the demo property data, the SPA).
// Each of them used to start its own seven services and BFF, which cost more CPU than most of their tests; the
// files stay independent because every one signs up users of its own (unique e-mail addresses) and reads only
// what those users did. A file that needs settings of its own, or stops processes, still starts its own stack.
//
// The jest parent process owns it (shared-stack-host.ts, started by the e2e project's global setup): a test file
// acquires it there over HTTP and releases it with `stop()`; the host stops it once no file has held it for a while,
// and the global teardown at the run's end.
import type { SharedStackAnswer } from './shared-stack-host';
import { testStackAt, type TestStack } from './stack';

/** Where the shared stack's host answers; set by the global setup before jest starts its workers. */
export const SHARED_STACK_HOST_ENV = 'HOMEWARD_E2E_SHARED_STACK_HOST';

// Every file on the shared stack signs up from 127.0.0.1; identity's per-client limits (10 sign-ups an hour by
// default) would otherwise count the whole run as one abusive client. The limits have their own tests.
const RUN_SIZED_CLIENT_LIMITS = {
  CLIENT_SIGN_UPS_PER_HOUR: '1000',
  CLIENT_SIGN_INS_PER_HOUR: '1000',
  CLIENT_PASSWORD_RESETS_PER_HOUR: '1000',
  CLIENT_VERIFICATION_RESENDS_PER_HOUR: '1000',
};

/** Where the shared stack's notifications service e-mails the tour desk (the mail catcher is the run's own). */
export const SHARED_STACK_TOUR_DESK_EMAIL = 'tour-desk@e2e.homeward.test';

/** What the shared stack runs with; a file whose needs differ starts its own stack. */
export const SHARED_STACK_OPTIONS = {
  name: 'shared',
  withFrontend: true,
  env: {
    property: { PROPERTY_DATA_PROVIDER: 'demo' },
    identity: RUN_SIZED_CLIENT_LIMITS,
    notifications: { TOUR_DESK_EMAIL: SHARED_STACK_TOUR_DESK_EMAIL },
  },
} as const;

// Starting seven services and the BFF on a loaded 2-core CI machine, while other test files run.
const SHARED_STACK_START_TIMEOUT_MS = 200_000;
/** A `beforeAll` that waits for the shared stack needs longer than jest's default for the slow projects. */
export const SHARED_STACK_HOOK_TIMEOUT_MS = 240_000;

/** A POST to the shared stack's host; its answer as JSON. */
async function askHost(path: '/acquire' | '/release'): Promise<unknown> {
  const host = process.env[SHARED_STACK_HOST_ENV];
  if (!host)
    throw new Error(`${SHARED_STACK_HOST_ENV} is not set: the e2e project's global setup did not run`);
  const response = await fetch(`${host}${path}`, {
    method: 'POST',
    signal: AbortSignal.timeout(SHARED_STACK_START_TIMEOUT_MS),
  });
  return response.json();
}

/** The run's shared stack, once it answers. Its `stop` gives it back to the host, which stops it when unused. */
export async function sharedTestStack(): Promise<TestStack> {
  const answer = (await askHost('/acquire')) as SharedStackAnswer;
  if ('error' in answer) throw new Error(`the shared e2e stack did not start: ${answer.error}`);
  let released = false;
  return testStackAt(answer.address, async () => {
    if (released) return;
    released = true;
    await askHost('/release');
  });
}

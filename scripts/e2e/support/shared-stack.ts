// One stack for the whole run, shared by the test files whose settings agree (the demo property data, the SPA).
// Each of them used to start its own seven services and BFF, which cost more CPU than most of their tests; the
// files stay independent because every one signs up users of its own (unique e-mail addresses) and reads only
// what those users did. A file that needs settings of its own, or stops processes, still starts its own stack.
//
// The e2e project's global setup (shared-stack-setup.ts) starts it in the jest parent process without waiting, so
// the other projects' tests run meanwhile; it writes where the stack answers to a file named in the environment,
// which the test files (in jest's workers) wait for. Each file signs off when it is done with it, and once every
// file that uses it has, the stack stops: idle, its seven services still cost a third of a core, which the rest of
// the run needs (jest schedules the long e2e files first, so they are usually done half-way through).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { waitFor } from '@homeward/testing';
import { launchStack, testStackAt, type LaunchedStack, type StackAddress, type TestStack } from './stack';

export const SHARED_STACK_FILE_ENV = 'HOMEWARD_E2E_SHARED_STACK_FILE';

/** Where the files that used the shared stack sign off: `<announcement file>.done/`, one empty file each. */
export function signOffDirOf(announcementFile: string): string {
  return `${announcementFile}.done`;
}

const E2E_DIR = path.resolve(__dirname, '..');

/** How many e2e files use the shared stack (they call sharedTestStack), found by reading them. */
export function sharedStackUserCount(): number {
  return fs
    .readdirSync(E2E_DIR)
    .filter((file) => file.endsWith('.e2e.test.ts'))
    .filter((file) => fs.readFileSync(path.join(E2E_DIR, file), 'utf8').includes('sharedTestStack(')).length;
}

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

type Announcement = { address: StackAddress } | { error: string };

/** Starts the shared stack in the background and announces it in `file` once it answers (or failed to start). */
export function launchSharedStack(file: string): Promise<LaunchedStack | undefined> {
  const announce = (announcement: Announcement) => fs.writeFileSync(file, JSON.stringify(announcement));
  return launchStack(SHARED_STACK_OPTIONS).then(
    (launched) => {
      announce({ address: launched.address });
      return launched;
    },
    (error: unknown) => {
      announce({ error: error instanceof Error ? error.message : String(error) });
      return undefined;
    },
  );
}

/**
 * The run's shared stack, once it answers. Its `stop` signs this file off; the jest parent stops the stack when every
 * user has signed off, or at the run's end.
 */
export async function sharedTestStack(): Promise<TestStack> {
  const file = process.env[SHARED_STACK_FILE_ENV];
  if (!file)
    throw new Error(`${SHARED_STACK_FILE_ENV} is not set: the e2e project's global setup did not run`);
  const announcement = await waitFor(
    () => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Announcement) : undefined),
    { timeoutMs: SHARED_STACK_START_TIMEOUT_MS, intervalMs: 250, message: 'the shared e2e stack to start' },
  );
  if ('error' in announcement) throw new Error(`the shared e2e stack did not start: ${announcement.error}`);
  const signOffDir = signOffDirOf(file);
  return testStackAt(announcement.address, async () => {
    fs.mkdirSync(signOffDir, { recursive: true });
    fs.writeFileSync(path.join(signOffDir, randomUUID()), '');
  });
}

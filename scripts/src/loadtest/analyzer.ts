// `npm run loadtest:analyzer`: uploads real inspection reports through the BFF and measures the time until each
// reads analyzed, reports and pages per minute, the analyzer's backlog and errors — beside text extraction alone on
// the same files in the same run, and (on the local stack) once more with two analyzer replicas in one consumer
// group. Against compose or a cluster: --target, --email, --password (see docs/loadtest.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { signUpVerifiedUser, signIn, type SignedInUser } from '../bench/homeward-client';
import { describeMachine } from '../bench/report';
import { sourceVersion } from '../bench/build';
import { startBenchStack, StackHandle } from '../bench/stack';
import { STATE_DIR } from '@homeward/local-stack/src/paths';
import { runExtractionBaseline } from './baseline';
import { OptionsError, parseOptions, USAGE, type LoadTestOptions } from './options';
import { runPhase, type PhaseResult } from './phase';
import { formatResults } from './print';
import { reportFiles } from './report-files';

const PASSWORD = `Load-${randomBytes(6).toString('hex')}-1a!`;

async function againstLocalStack(options: LoadTestOptions, handle: StackHandle) {
  console.log(`[loadtest] starting a private Homeward in ${handle.stateDir}…`);
  // The load test runs what ships, like the bench: the committed code, bundled as its image is.
  const stack = await startBenchStack(handle, { commit: sourceVersion().commit });
  const email = `loadtest-${randomBytes(4).toString('hex')}@example.com`;
  const user = await signUpVerifiedUser(stack.appUrl, stack.mailWebUrl, email, PASSWORD);
  return { appUrl: stack.appUrl, user, metricsUrls: [stack.metricsUrlOf('inspection-analyzer')], stack };
}

async function main(): Promise<number> {
  let options: LoadTestOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof OptionsError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const machine = describeMachine();
  const handle = new StackHandle();
  const stopOnSignal = () => void handle.stop();
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    console.log('[loadtest] writing the report files…');
    const files = await reportFiles(options.sizes);
    console.log('[loadtest] baseline: extracting their text alone…');
    const baseline = await runExtractionBaseline(files, options);

    let appUrl: string;
    let user: SignedInUser;
    let metricsUrls: string[];
    let local: Awaited<ReturnType<typeof againstLocalStack>> | undefined;
    if (options.target) {
      appUrl = options.target;
      user = await signIn(appUrl, options.email!, options.password!);
      metricsUrls = options.metricsUrl ? [options.metricsUrl] : [];
    } else {
      local = await againstLocalStack(options, handle);
      ({ appUrl, user, metricsUrls } = local);
    }
    const phases: PhaseResult[] = [];
    const phase = (name: string, urls: string[]) =>
      runPhase({ name, appUrl, user, files, options, metricsUrls: urls });
    console.log('[loadtest] phase 1: one analyzer replica…');
    phases.push(
      await phase(options.target ? 'pipeline (target as deployed)' : 'pipeline, 1 analyzer', metricsUrls),
    );
    if (local && options.twoReplicas) {
      console.log('[loadtest] phase 2: a second analyzer replica joins the consumer group…');
      const second = await local.stack.startAnalyzerReplica();
      phases.push(await phase('pipeline, 2 analyzers (one group)', [...metricsUrls, second.metricsUrl]));
    }
    console.log(
      `\nHomeward analyzer load test — ${options.reports} reports per phase (${options.sizes.join(', ')}), ` +
        `${options.concurrency} at a time; ${machine.cpus} CPUs, load ${machine.loadAverage1m} at start, ` +
        `Node ${machine.node}\n`,
    );
    console.log(formatResults(baseline, phases));
    const file = path.join(
      STATE_DIR,
      'loadtest',
      `analyzer-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
    );
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      JSON.stringify({ machine, options: { ...options, password: undefined }, baseline, phases }, null, 2),
    );
    console.log(`\n[loadtest] figures: ${path.relative(process.cwd(), file)}`);
    return phases.every((result) => result.errors.length === 0 && result.failed === 0) ? 0 : 1;
  } catch (error) {
    console.error(
      `[loadtest] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    console.error(`[loadtest] logs kept in ${path.join(handle.stateDir, 'logs')}`);
    return 1;
  } finally {
    await handle.stop();
  }
}

void main().then((code) => process.exit(code));

// `npm run chaos`: a fault campaign. Starts a private Homeward (free ports, temp directory; services and BFF
// supervised as under `npm start`), keeps a steady load of buyer journeys on it, and in turn kill -9s each service,
// the BFF, the Kafka broker and PostgreSQL, bringing each back; then counts what the accepted calls promised against
// what happened (lost, doubled), the calls that failed during each fault and the time to the first whole journey
// after it. Prints a table and keeps the figures in .homeward/chaos/<date>.json. See docs/chaos.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { StackHandle } from '../bench/stack';
import { BACKENDS } from '@homeward/local-stack/src/homeward';
import { STATE_DIR } from '@homeward/local-stack/src/paths';
import { runJourney, type CallRecord, type Journey } from './journeys';
import { describeUnhandled, republishAfterBrokerLoss, type BrokerRepublish } from './broker-loss';
import {
  countEvents,
  findStrandedEmails,
  observeEffects,
  readEventTables,
  tally,
  unhandled,
  type EffectTally,
  type EventTables,
  type TopicCount,
  type UnhandledEvent,
} from './ledger';
import { startChaosStack, type ChaosStack } from './stack';

const TARGETS = [...BACKENDS, 'bff', 'kafka', 'postgres'] as const;
type Target = (typeof TARGETS)[number];

export interface FaultResult {
  target: Target;
  /** Milliseconds from the kill until the first journey started after it had gone all the way through. */
  recoveryMs: number | null;
  /** Calls (journey steps) that failed between the kill and that recovery, of all calls ended then. */
  failedCalls: number;
  calls: number;
}

function setting(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || value > max)
    throw new Error(`${name} must be a number in (0, ${max}], got ${JSON.stringify(raw)}`);
  return value;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** kill -9 of one part; the supervisor brings a service back, the campaign the broker and the database. */
async function kill(target: Target, stack: ChaosStack, handle: StackHandle): Promise<void> {
  const infrastructure = handle.infrastructure!;
  if (target === 'kafka') return infrastructure.kafka.restart!();
  if (target === 'postgres') {
    process.kill(infrastructure.postgres.process.pid, 'SIGKILL');
    return infrastructure.postgres.restart();
  }
  process.kill(stack.processes.get(target)!.pid, 'SIGKILL');
}

async function main(): Promise<number> {
  const workers = Math.round(setting('CHAOS_WORKERS', 3, 20));
  const settleMs = setting('CHAOS_SETTLE_S', 15, 600) * 1000;
  const recoveryTimeoutMs = setting('CHAOS_RECOVERY_TIMEOUT_S', 180, 900) * 1000;
  // How far before the broker's kill the republish reaches back. The old broker took with it what it had
  // acknowledged and no consumer had read yet, so the margin must cover the consumers' lag at the kill (seconds on a
  // loaded machine) and the relay's poll; re-sending more costs only repeats, which the inboxes drop.
  const republishMarginMs = setting('CHAOS_REPUBLISH_MARGIN_S', 30, 3600) * 1000;
  const only = process.env.CHAOS_TARGETS?.split(',').filter(Boolean);
  const targets = TARGETS.filter((target) => !only || only.includes(target));
  const startedAt = new Date();
  const handle = new StackHandle();
  let interrupted = false;
  let progress: NodeJS.Timeout | undefined;
  const onSignal = (signal: NodeJS.Signals) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n[chaos] ${signal}: stopping everything it started…`);
    void handle.stop();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    console.log(`[chaos] starting a private Homeward in ${handle.stateDir}…`);
    const stack = await startChaosStack(handle);
    const runId = randomBytes(3).toString('hex');
    const calls: CallRecord[] = [];
    const journeys: Journey[] = [];
    let next = 0;
    let loading = true;
    const worker = async () => {
      while (loading && !interrupted) {
        const journey = await runJourney(
          stack.appUrl,
          stack.mailWebUrl,
          `chaos-${runId}-${next++}@example.com`,
          (call) => calls.push(call),
        );
        journeys.push(journey);
        // A buyer who met an error tries again a little later, not in a tight loop that only piles up work.
        if (!journey.ok) await sleep(2_000);
      }
    };
    console.log(
      `[chaos] ${workers} buyers in a loop: sign up + verify, add a home, unlock it (offline card), tour it`,
    );
    const load = Promise.all(Array.from({ length: workers }, worker));
    progress = setInterval(() => {
      const whole = journeys.filter((journey) => journey.ok).length;
      console.log(`[chaos] ${journeys.length} journeys so far, ${whole} whole`);
    }, 30_000);
    // Faults only once the app works at all, so each recovery is measured against a working baseline.
    const baselineSince = Date.now();
    while (!interrupted && !journeys.some((journey) => journey.ok)) {
      if (Date.now() - baselineSince > recoveryTimeoutMs)
        throw new Error(`no journey went through in ${recoveryTimeoutMs / 1000} s before any fault`);
      await sleep(500);
    }
    await sleep(settleMs);
    const faults: FaultResult[] = [];
    let brokerRepublish: BrokerRepublish | undefined;
    for (const target of targets) {
      if (interrupted) break;
      const killedAt = Date.now();
      console.log(`[chaos] kill -9 ${target}`);
      await kill(target, stack, handle);
      const upAt = Date.now();
      let recoveredAt: number | undefined;
      while (!interrupted && Date.now() - killedAt < recoveryTimeoutMs) {
        recoveredAt = journeys.find((journey) => journey.ok && journey.startedAt >= killedAt)?.endedAt;
        if (recoveredAt) break;
        await sleep(200);
      }
      const end = recoveredAt ?? Date.now();
      const during = calls.filter((call) => call.at >= killedAt && call.at <= end);
      const fault: FaultResult = {
        target,
        recoveryMs: recoveredAt ? recoveredAt - killedAt : null,
        failedCalls: during.filter((call) => !call.ok).length,
        calls: during.length,
      };
      faults.push(fault);
      console.log(
        `[chaos] ${target}: ${fault.recoveryMs === null ? 'not recovered' : `recovered in ${(fault.recoveryMs / 1000).toFixed(1)} s`}, ` +
          `${fault.failedCalls} of ${fault.calls} calls failed meanwhile`,
      );
      if (target === 'kafka') {
        brokerRepublish = await republishAfterBrokerLoss(
          stack.databaseUrls,
          killedAt,
          upAt,
          republishMarginMs,
        );
        console.log(
          `[chaos] kafka: ${brokerRepublish.lostBefore.length} events lost with the broker before the republish` +
            (brokerRepublish.lostBefore.length ? `:\n${describeUnhandled(brokerRepublish.lostBefore)}` : ''),
        );
      }
      await sleep(settleMs);
    }
    loading = false;
    await load;
    if (interrupted) return 130;
    console.log('[chaos] load stopped; waiting for every accepted call to take effect…');
    const effects = await settle(stack, journeys);
    const { missing: lostEvents, tables } = await settleEvents(stack);
    const events = countEvents(tables);
    const strandedEmails = await findStrandedEmails(stack.databaseUrls, stack.mailWebUrl);
    const report = {
      startedAt: startedAt.toISOString(),
      settings: { workers, settleS: settleMs / 1000 },
      faults,
      effects,
      events,
      strandedEmails,
      // Event level: published events a consumer never handled. lostBefore: with the broker, before the republish.
      lostEvents: {
        ...(brokerRepublish ? { brokerRepublish } : {}),
        after: lostEvents,
      },
      journeys: {
        total: journeys.length,
        whole: journeys.filter((journey) => journey.ok).length,
        medianMs: medianDuration(journeys),
      },
      restarts: stack.restarts.map((note) => note.line),
    };
    const dir = path.join(STATE_DIR, 'chaos');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    printReport(faults, effects, events, report.journeys);
    printLostEvents(brokerRepublish, lostEvents);
    console.log(
      `e-mails left mid-send by a killed dispatcher (never sent again): ${strandedEmails.length}` +
        strandedEmails
          .map(
            (email) =>
              `\n${email.template} for event ${email.eventId} (${email.status}): ` +
              (email.delivered ? 'the server had taken it (before the fix, sent twice)' : 'not delivered'),
          )
          .join(''),
    );
    console.log(`\n[chaos] figures: ${path.relative(process.cwd(), file)}`);
    // An inbox row for an event no outbox holds would mean an outbox lost a row it had already sent.
    const unexplained = events.some((row) =>
      Object.values(row.handledUnpublished).some((counts) => counts.unknown > 0),
    );
    const whole =
      effects.every((row) => row.lost === 0 && row.doubled === 0) && lostEvents.length === 0 && !unexplained;
    return whole ? 0 : 1;
  } catch (error) {
    if (interrupted) return 130;
    console.error(
      `[chaos] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    console.error(`[chaos] logs kept in ${path.join(handle.stateDir, 'logs')}`);
    return 1;
  } finally {
    clearInterval(progress);
    await handle.stop();
  }
}

/** Reads the effects back until none is missing, or for a minute and a half (then what is missing is lost). */
async function settle(stack: ChaosStack, journeys: Journey[]): Promise<EffectTally[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const effects = tally(journeys, await observeEffects(stack.appUrl, stack.mailWebUrl, journeys));
    if (effects.every((row) => row.lost === 0) || Date.now() > deadline) {
      // A doubled effect may come last: one more look after the dust settles.
      await sleep(5_000);
      return tally(journeys, await observeEffects(stack.appUrl, stack.mailWebUrl, journeys));
    }
    await sleep(2_000);
  }
}

/**
 * The published events some consumer has not handled, once none is missing and every outbox is drained (or after
 * 75 s: a row whose send failed backs off up to 60 s). Drained first, so that the counts that follow, read in the
 * same pass, compare settled outboxes with settled inboxes: a row sent but not yet marked would show as handled and
 * not published.
 */
async function settleEvents(stack: ChaosStack): Promise<{ missing: UnhandledEvent[]; tables: EventTables }> {
  const deadline = Date.now() + 75_000;
  for (;;) {
    const tables = await readEventTables(stack.databaseUrls);
    const missing = unhandled(tables.published, tables.inboxes);
    if ((missing.length === 0 && tables.pending.length === 0) || Date.now() > deadline)
      return { missing, tables };
    await sleep(2_000);
  }
}

function printLostEvents(republish: BrokerRepublish | undefined, after: UnhandledEvent[]): void {
  console.log('');
  if (republish) {
    const rows = Object.entries(republish.rows)
      .map(([service, count]) => `${service} ${count}`)
      .join(', ');
    console.log(
      `events lost with the broker, before outbox:republish --since ${republish.since}: ${republish.lostBefore.length}` +
        ` (rows re-published: ${rows || 'none'})`,
    );
  }
  console.log(`events lost at the end (published, never handled by a consumer): ${after.length}`);
  if (after.length > 0) console.log(describeUnhandled(after));
}

function medianDuration(journeys: Journey[]): number | null {
  const durations = journeys
    .filter((journey) => journey.ok)
    .map((journey) => journey.endedAt! - journey.startedAt)
    .sort((a, b) => a - b);
  return durations.length ? durations[Math.floor(durations.length / 2)]! : null;
}

function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) => row.map((cell, column) => String(cell).padEnd(widths[column]!)).join('  '))
    .join('\n');
}

function printReport(
  faults: FaultResult[],
  effects: EffectTally[],
  events: TopicCount[],
  journeys: { total: number; whole: number; medianMs: number | null },
): void {
  console.log(
    `\nHomeward fault campaign — ${journeys.total} journeys, ${journeys.whole} whole (median ${journeys.medianMs} ms)\n`,
  );
  console.log(
    table([
      ['kill -9', 'recovery', 'failed calls'],
      ...faults.map((fault) => [
        fault.target,
        fault.recoveryMs === null ? 'none' : `${(fault.recoveryMs / 1000).toFixed(1)} s`,
        `${fault.failedCalls} / ${fault.calls}`,
      ]),
    ]),
  );
  console.log('');
  console.log(
    table([
      [
        'step',
        'effect',
        'accepted',
        'applied',
        'lost',
        'doubled',
        'applied after a failed call',
        'resent (new event)',
      ],
      ...effects.map((row) => [
        row.step,
        row.effect,
        row.expected,
        row.applied,
        row.lost,
        row.doubled,
        row.appliedAfterFailure,
        row.resent,
      ]),
    ]),
  );
  console.log('');
  console.log(
    table([
      ['topic', 'published', 'pending', 'handled (inbox rows)', 'handled, not published: pending/unknown'],
      ...events.map((row) => [
        row.topic,
        row.published,
        row.pending,
        Object.entries(row.handled)
          .map(([service, count]) => `${service} ${count}`)
          .join(', ') || '-',
        Object.entries(row.handledUnpublished)
          .map(([service, { pending, unknown }]) => `${service} ${pending}/${unknown}`)
          .join(', ') || '-',
      ]),
    ]),
  );
}

void main().then((code) => process.exit(code));

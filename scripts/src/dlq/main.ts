// npm run dlq:replay -- --topic <topic>.dlq [--group <id>] [--dry-run] [--since <ISO time>]
// Replays a dead-letter topic after the fix that made its letters fail has shipped (docs/deploy.md, 'Dead letters').
// Brokers come from KAFKA_BROKERS (comma-separated), as for the services.
import { parseArgs } from 'node:util';
import { createLogger } from '@homeward/kit';
import { replayDeadLetters } from './replay';

const USAGE =
  'usage: npm run dlq:replay -- --topic <topic>.dlq [--group <id>] [--dry-run] [--since <ISO time>]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        topic: { type: 'string' },
        group: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        since: { type: 'string' },
      },
    }));
  } catch (error) {
    fail((error as Error).message);
  }
  if (!values.topic) fail('--topic is required');
  const since = values.since === undefined ? undefined : new Date(values.since);
  if (since && Number.isNaN(since.getTime())) fail(`--since ${values.since} is not a date`);
  const brokers = (process.env.KAFKA_BROKERS ?? '')
    .split(',')
    .map((broker) => broker.trim())
    .filter(Boolean);
  if (brokers.length === 0) fail('KAFKA_BROKERS is not set');
  const group = values.group ?? `homeward.dlq-replay.${values.topic}`;
  const result = await replayDeadLetters({
    brokers,
    topic: values.topic,
    groupId: group,
    dryRun: values['dry-run'],
    since,
    logger: createLogger('dlq-replay', process.env.LOG_LEVEL ?? 'warn'),
  });
  const verb = values['dry-run'] ? 'would replay' : 'replayed';
  process.stdout.write(
    `${values.topic}: ${verb} ${result.replayed}, passed over ${result.skipped} (--since), group ${group}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`dlq replay failed: ${(error as Error).message}\n`);
  process.exit(1);
});

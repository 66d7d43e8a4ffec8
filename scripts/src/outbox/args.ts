// The command line of `npm run outbox:republish`, checked before anything touches a database.
import { parseArgs } from 'node:util';
import { BACKENDS, localDatabaseName, type BackendName } from '@homeward/local-stack/src/homeward';

export const USAGE =
  'usage: npm run outbox:republish -- --since <ISO time, e.g. 2026-11-28T04:00:00Z> (--service <name> | --all) [--dry-run]';

export interface RepublishArgs {
  since: Date;
  services: BackendName[];
  dryRun: boolean;
}

/** A date and time with its zone: without one, the same text means another instant on another machine. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/** The arguments, or the message that says what is wrong with them. */
export function parseRepublishArgs(argv: string[], now = new Date()): RepublishArgs | { error: string } {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        since: { type: 'string' },
        service: { type: 'string' },
        all: { type: 'boolean', default: false },
        'dry-run': { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (values.since === undefined) return { error: '--since is required' };
  const since = new Date(values.since);
  if (!ISO_WITH_ZONE.test(values.since) || Number.isNaN(since.getTime()))
    return { error: `--since ${values.since} is not an ISO date and time with a zone` };
  if (since > now) return { error: `--since ${values.since} is in the future: nothing was published since` };
  if (values.all === (values.service !== undefined))
    return { error: 'give exactly one of --service <name> and --all' };
  if (values.service !== undefined && !(BACKENDS as readonly string[]).includes(values.service))
    return { error: `--service ${values.service} is not one of ${BACKENDS.join(', ')}` };
  const services = values.all ? [...BACKENDS] : [values.service as BackendName];
  return { since, services, dryRun: values['dry-run'] };
}

/**
 * A service's database: `<NAME>_DATABASE_URL` (IDENTITY_DATABASE_URL, INSPECTION_ANALYZER_DATABASE_URL, ...), as a
 * deployment sets DATABASE_URL per service; otherwise the local one `npm start` runs (HOMEWARD_POSTGRES_PORT).
 */
export function databaseUrlFor(service: BackendName, env: NodeJS.ProcessEnv = process.env): string {
  const own = env[`${service.toUpperCase().replace(/-/g, '_')}_DATABASE_URL`];
  if (own) return own;
  const port = env.HOMEWARD_POSTGRES_PORT ?? '54320';
  return `postgres://postgres@127.0.0.1:${port}/${localDatabaseName(service)}`;
}

// npm run outbox:republish -- --since <ISO time> (--service <name> | --all) [--dry-run]
// For a broker that lost records it had acknowledged (docs/deploy.md, 'Broker lost data'): each service's outbox
// rows published since then go back to its running relay, which sends them again with their original event ids; the
// consumers' inboxes drop what they had already applied.
import { databaseUrlFor, parseRepublishArgs, USAGE } from './args';
import { describeRepublish, republishServices } from './republish';

async function main(): Promise<number> {
  const args = parseRepublishArgs(process.argv.slice(2));
  if ('error' in args) {
    process.stderr.write(`${args.error}\n${USAGE}\n`);
    return 2;
  }
  const urls = Object.fromEntries(args.services.map((service) => [service, databaseUrlFor(service)]));
  const results = await republishServices(urls, args.since, args.dryRun);
  for (const result of results)
    process.stdout.write(`${describeRepublish(result, args.since, args.dryRun)}\n`);
  if (!args.dryRun && results.some((result) => 'rows' in result && result.rows > 0))
    process.stdout.write(
      "each service's relay sends its rows within its poll interval (its outbox backlog metric shows them until then)\n",
    );
  return results.some((result) => 'error' in result) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`outbox republish failed: ${(error as Error).message}\n`);
    process.exit(1);
  },
);

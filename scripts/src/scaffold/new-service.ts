import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { generateService } from './generate';

// Usage: npm run new-service -- <name>
async function main(name: string | undefined): Promise<number> {
  if (!name) {
    console.error('usage: npm run new-service -- <name>   (one lowercase word, e.g. inspection)');
    return 2;
  }
  const { values, created, edited } = await generateService(REPO_ROOT, name);
  console.log(`created services/${name} (gRPC ${values.grpcPort}, ops ${values.opsPort}):`);
  for (const file of created) console.log(`  + ${file}`);
  console.log('registered it in components.yaml and regenerated:');
  for (const file of edited) console.log(`  ~ ${file}`);
  console.log('regenerated protos/gen');
  console.log(`
left by hand (docs/adding-a-service.md):
  1. npm install: links the new workspace and records it in package-lock.json
  2. the real RPCs in protos/homeward/${values.snake}/v1/${values.snake}.proto, then npm run protos:gen
  3. the business code: domain/, store/ (+ migrations), application/, handlers/, README.md
  4. its facts in components.yaml (summary, topics, calls, integrations, config), then npm run topology:gen
  5. the BFF: bff/src/clients/, its routes and schemas; add ${name} to the bff entry's calls in components.yaml
  6. npm test`);
  return 0;
}

main(process.argv[2]).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);

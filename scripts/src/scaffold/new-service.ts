import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { generateService } from './generate';

// Usage: npm run new-service -- <name>
function main(name: string | undefined): number {
  if (!name) {
    console.error('usage: npm run new-service -- <name>   (one lowercase word, e.g. inspection)');
    return 2;
  }
  const { values, created, edited } = generateService(REPO_ROOT, name);
  console.log(`created services/${name} (gRPC ${values.grpcPort}, ops ${values.opsPort}):`);
  for (const file of created) console.log(`  + ${file}`);
  console.log('registered it in:');
  for (const file of edited) console.log(`  ~ ${file}`);
  console.log('regenerated protos/gen');
  console.log(`
left by hand (docs/adding-a-service.md):
  1. npm install: links the new workspace and records it in package-lock.json
  2. the real RPCs in protos/homeward/${values.snake}/v1/${values.snake}.proto, then npm run protos:gen
  3. the business code: domain/, store/ (+ migrations), application/, handlers/, README.md
  4. the BFF: bff/src/clients/, its routes and schemas, ${values.NAME}_GRPC_ADDR in the stack, chart and compose
  5. npm test`);
  return 0;
}

try {
  process.exitCode = main(process.argv[2]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

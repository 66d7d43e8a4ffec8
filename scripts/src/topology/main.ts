// `npm run topology:gen`: writes every file generated from components.yaml. `--check` only reports drift (CI).
import { findDrift, writeGenerated } from './generate';

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const drift = await findDrift();
    for (const file of drift) console.error(`${file.path} differs from what components.yaml gives`);
    if (drift.length > 0) {
      console.error('run `npm run topology:gen` and commit the result');
      process.exitCode = 1;
    }
    return;
  }
  const written = await writeGenerated();
  console.log(written.length === 0 ? 'every generated file is up to date' : `wrote ${written.join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

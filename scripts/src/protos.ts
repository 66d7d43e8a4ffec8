import { allPassed, formatReport } from './protos/report';
import { breakingBase } from './protos/breaking-base';
import { runChecks } from './protos/checks';
import { generateContracts } from './protos/generate';
import { checkoutLayout } from './protos/layout';

// Usage: tsx scripts/src/protos.ts generate | check
// `check` compares with the contracts of HOMEWARD_BREAKING_AGAINST (a git revision), by default the merge base with
// main (the previous commit on main itself or without main): see protos/breaking-base.ts.
function main(command: string | undefined): number {
  const layout = checkoutLayout();
  switch (command) {
    case 'generate': {
      const genDir = generateContracts(layout);
      console.log(`generated ${genDir}`);
      return 0;
    }
    case 'check': {
      const base = breakingBase(layout.repoRoot, process.env.HOMEWARD_BREAKING_AGAINST);
      console.log(`buf breaking against ${base.rev} (${base.reason})`);
      const results = runChecks(layout, base.rev);
      console.log(formatReport(results));
      return allPassed(results) ? 0 : 1;
    }
    default:
      console.error('usage: tsx scripts/src/protos.ts <generate|check>');
      return 2;
  }
}

try {
  process.exitCode = main(process.argv[2]);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

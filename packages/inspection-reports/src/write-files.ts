import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileFor, fixtureReports, hostileFiles, toScannedPdf } from '.';

/** Writes every fixture in its format, a scanned PDF of each, and the hostile files, for uploading by hand:
 *   npx tsx packages/inspection-reports/src/write-files.ts <directory>
 */
async function main(dir: string): Promise<void> {
  mkdirSync(join(dir, 'hostile'), { recursive: true });
  for (const fixture of fixtureReports) {
    const file = await fileFor(fixture);
    writeFileSync(join(dir, file.fileName), file.data);
    writeFileSync(join(dir, `${fixture.name}.scanned.pdf`), await toScannedPdf(fixture));
    writeFileSync(join(dir, `${fixture.name}.expected.json`), JSON.stringify(fixture.expected, null, 2));
  }
  for (const file of await hostileFiles())
    writeFileSync(join(dir, 'hostile', `${file.name}-${file.fileName}`), file.data);
  process.stdout.write(`wrote ${fixtureReports.length} reports and their scans to ${dir}\n`);
}

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: write-files.ts <directory>\n');
  process.exit(2);
}
main(dir).catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});

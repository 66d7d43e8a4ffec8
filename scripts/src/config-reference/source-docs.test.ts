import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { settingDocsOf } from './source-docs';

it('reads the doc comment above each setting key, as one line, and nothing else', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'settings-')), 'config.ts');
  fs.writeFileSync(
    file,
    [
      'export const shape = {',
      '  ...other,',
      '  /**',
      '   * How long a lookup may take;',
      '   * then it fails.',
      '   */',
      '  LOOKUP_TIMEOUT_MS: z.number(),',
      '  // a line comment is not documentation',
      '  PLAIN: z.string(),',
      '  /** Lower-case keys are not settings. */',
      '  nested: z.object({}),',
      "  /** Quoted keys are. */ 'QUOTED_KEY': z.string(),",
      '};',
    ].join('\n'),
  );
  expect(Object.fromEntries(settingDocsOf([file]))).toEqual({
    LOOKUP_TIMEOUT_MS: 'How long a lookup may take; then it fails.',
    QUOTED_KEY: 'Quoted keys are.',
  });
});

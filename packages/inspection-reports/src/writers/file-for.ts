import type { FixtureReport } from '../types';
import { toDocx } from './docx';
import { toPdf } from './pdf';
import { toDoc } from './word97';

export const CONTENT_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
} as const;

export interface FixtureFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

/** The fixture written in its own format, with the name and content type a browser would send. */
export async function fileFor(fixture: FixtureReport): Promise<FixtureFile> {
  const data =
    fixture.format === 'pdf'
      ? await toPdf(fixture)
      : fixture.format === 'docx'
        ? await toDocx(fixture)
        : toDoc(fixture);
  return { fileName: `${fixture.name}.${fixture.format}`, contentType: CONTENT_TYPES[fixture.format], data };
}

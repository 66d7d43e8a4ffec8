// The README.txt at the top of a data export's archive: what each folder holds, in plain words.
import type { DataExport } from '../api/data-exports';

const FOLDERS: Record<string, string> = {
  identity:
    'identity/identity.json: your account (name, e-mail address, phone, whether a password is set, your purchase ' +
    'guide checklist) and the data exports you asked for. Your password itself is never stored in a readable form ' +
    'and is not included.',
  property: 'property/property.json: the properties you added, with the details Homeward looked up for each.',
  payment:
    'payment/payment.json: your payments (amount, status, dates). Card details never reach Homeward, so there ' +
    'are none here.',
  tour: 'tour/tour.json: the tours you asked for, with the times you proposed and what became of each.',
  documents:
    'documents/documents.json: your offer letters and purchase agreements (drafts and completed) and your ' +
    'due-diligence objections, with everything you entered. The PDFs of completed documents and of objections are ' +
    'in documents/offer-letters/, documents/purchase-agreements/ and documents/objections/.',
  'inspection-analyzer':
    'inspection-analyzer/inspection-analyzer.json: the home inspection reports you uploaded and the findings ' +
    'Homeward read from them. The original files are in inspection-analyzer/inspection-reports/.',
  notifications:
    'notifications/notifications.json: the notices shown in the app, the address and name Homeward e-mails, and ' +
    'the e-mails sent to you (subject and date; their links are single-use and not copied).',
};

/** `missing`: files the archive should have carried but could not (a document deleted since the export, say). */
export function readmeText(
  item: DataExport,
  services: readonly string[],
  missing: readonly string[],
): string {
  const lines = [
    'Homeward: a copy of your data',
    '=============================',
    '',
    `Asked for: ${item.requested_at}`,
    `Ready: ${item.ready_at ?? ''}`,
    `This archive can be downloaded until: ${item.expires_at ?? ''}; after that the copy is deleted.`,
    '',
    'There is one folder for each part of Homeward that holds data about you. Each has a JSON file (UTF-8) with your',
    "records; the field names are those of Homeward's API, and times are in ISO 8601 (UTC).",
    '',
    ...services.map(
      (service) => `- ${FOLDERS[service] ?? `${service}/${service}.json: your records in ${service}.`}`,
    ),
    '',
  ];
  if (missing.length > 0) {
    lines.push(
      'Files that could not be included (they were deleted or could not be read when this archive was made; you can',
      'ask for a new export in Settings):',
      ...missing.map((path) => `- ${path}`),
      '',
    );
  }
  lines.push(
    'Homeward is not a law firm and this archive is not legal advice. Questions about your data: contact Homeward',
    'support from the app.',
    '',
  );
  return lines.join('\r\n');
}

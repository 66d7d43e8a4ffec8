import type { ContractDeadline } from '../api/documents';
import type { ObjectionDeadline } from '../api/objections';
import {
  DAY_COUNT_NOTE,
  OBJECTION_DAY_COUNT_NOTE,
  OBJECTION_SUMMARIES,
  clockTime,
  deadlinesCalendar,
  escapeText,
  foldLine,
} from './deadlines-calendar';

const dueDiligence: ContractDeadline = {
  key: 'due_diligence',
  label: 'Due Diligence Deadline',
  date: '2026-12-08',
  time: '5:00 PM',
  time_zone: 'America/Denver',
  applies: true,
  basis: '15 days after Acceptance (11/23/2026)',
};

const calendar = (deadlines: ContractDeadline[], propertyAddress = '123 Main St, Salt Lake City, UT 84101') =>
  deadlinesCalendar({
    purchaseAgreementId: 'pa-1',
    propertyAddress,
    deadlines,
    now: new Date('2026-11-23T15:49:00.123Z'),
  });

describe('deadlinesCalendar', () => {
  it('writes one event per deadline at its time in its zone, CRLF', () => {
    const text = calendar([dueDiligence]);
    // The description is longer than a line may be: folded, it reads the same once unfolded.
    expect(text).toContain('\r\n ');
    expect(text.replace(/\r\n /g, '').split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Homeward//Contract deadlines//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:pa-1-due_diligence@homeward',
      'DTSTAMP:20261123T154900Z',
      'DTSTART;TZID=America/Denver:20261208T170000',
      'DTEND;TZID=America/Denver:20261208T170000',
      'SUMMARY:Due Diligence Deadline',
      `DESCRIPTION:15 days after Acceptance (11/23/2026)\\n${escapeText(DAY_COUNT_NOTE)}\\nProperty: 123 Main St\\, Salt Lake City\\, UT 84101`,
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('leaves out what does not apply or has no date; floating time without a zone; all-day without a time', () => {
    const text = calendar([
      { ...dueDiligence, key: 'financing_appraisal', applies: false },
      { ...dueDiligence, key: 'seller_disclosure', date: null },
      { ...dueDiligence, key: 'settlement', date: '2027-01-15', time_zone: null },
      { ...dueDiligence, key: 'due_diligence', date: '2026-12-31', time: '' },
    ]);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).not.toContain('financing_appraisal');
    expect(text).not.toContain('seller_disclosure');
    expect(text).toContain('DTSTART:20270115T170000\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  });

  it('skips a date that is not a calendar date', () => {
    expect(calendar([{ ...dueDiligence, date: '2026-02-30' }])).not.toContain('BEGIN:VEVENT');
  });

  it('escapes text so a label cannot add properties or events', () => {
    const text = calendar([{ ...dueDiligence, label: 'Deadline\r\nEND:VEVENT\r\nBEGIN:VEVENT; x, y \\' }]);
    expect(text).toContain('SUMMARY:Deadline\\nEND:VEVENT\\nBEGIN:VEVENT\\; x\\, y \\\\\r\n');
    expect(text.split('\r\n').filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(text.split('\r\n').filter((line) => line === 'END:VEVENT')).toHaveLength(1);
  });
});

describe('iCalendar helpers', () => {
  it.each([
    ['5:00 PM', '170000'],
    ['12:00 PM', '120000'],
    ['12:30 am', '003000'],
    ['09:15 AM', '091500'],
    ['13:00 PM', undefined],
    ['5 PM', undefined],
    ['', undefined],
  ])('clockTime(%p) is %p', (time, expected) => {
    expect(clockTime(time)).toBe(expected);
  });

  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(80)}`;
    const folded = foldLine(line);
    const pieces = folded.split('\r\n');
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(pieces.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    expect(pieces.map((piece, index) => (index === 0 ? piece : piece.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });
});

describe("the due-diligence objection's steps", () => {
  const steps: ObjectionDeadline[] = [
    { key: 'objection_sent', label: 'Objection sent', date: '2026-12-01', basis: 'Sent' },
    {
      key: 'seller_response',
      label: "Seller's response due",
      date: '2026-12-04',
      basis: 'The seller answers',
    },
    { key: 'resolution', label: 'Resolution deadline', date: '2026-12-11', basis: 'Agree in writing' },
  ].map((step) => ({
    ...step,
    time: '5:00 PM',
    time_zone: 'America/Denver',
    applies: true,
  })) as ObjectionDeadline[];

  const unfolded = (text: string) => text.replace(/\r\n /g, '').split('\r\n');

  it("follow the agreement's deadlines, at the same 5:00 PM in the same zone, one event each", () => {
    const lines = unfolded(
      deadlinesCalendar({
        purchaseAgreementId: 'pa-1',
        propertyAddress: '',
        deadlines: [dueDiligence],
        objection: { id: 'ob-1', deadlines: steps },
        now: new Date('2026-11-23T15:49:00Z'),
      }),
    );
    expect(lines.filter((line) => line.startsWith('UID:'))).toEqual([
      'UID:pa-1-due_diligence@homeward',
      'UID:ob-1-objection_sent@homeward',
      'UID:ob-1-seller_response@homeward',
      'UID:ob-1-resolution@homeward',
    ]);
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual([
      'DTSTART;TZID=America/Denver:20261208T170000',
      'DTSTART;TZID=America/Denver:20261201T170000',
      'DTSTART;TZID=America/Denver:20261204T170000',
      'DTSTART;TZID=America/Denver:20261211T170000',
    ]);
    expect(lines).toContain(`SUMMARY:${escapeText(OBJECTION_SUMMARIES.seller_response)}`);
    expect(lines).toContain(`DESCRIPTION:The seller answers\\n${escapeText(OBJECTION_DAY_COUNT_NOTE)}`);
  });

  it("stand alone when no agreement was completed here, in the property's local time without a zone", () => {
    const text = deadlinesCalendar({
      purchaseAgreementId: null,
      propertyAddress: '1 Elm St, Austin, TX 78701',
      deadlines: [],
      objection: { id: 'ob-2', deadlines: steps.map((step) => ({ ...step, time_zone: null })) },
      now: new Date('2026-11-23T15:49:00Z'),
    });
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    expect(text).toContain('DTSTART:20261211T170000\r\n');
    expect(text).not.toContain('pa-1');
  });
});

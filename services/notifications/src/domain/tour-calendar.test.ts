import {
  escapeText,
  foldLine,
  renderTourInvitation,
  tourInvitationAttachment,
  utcDateTime,
  type TourInvitationInput,
} from './tour-calendar';

/** RFC 5545 read back: unfold (CRLF + one space or tab), then each line as name and value, TEXT unescaped. */
function parseIcs(ics: string): { name: string; value: string }[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      const colon = line.indexOf(':');
      return { name: line.slice(0, colon), value: line.slice(colon + 1) };
    });
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, character: string) =>
    character === 'n' || character === 'N' ? '\n' : character,
  );
}

const input: TourInvitationInput = {
  tourId: '8f0c1a52-5d7e-4a7b-9b8e-2f8c9a1d3e4f',
  propertyAddress: '1600 Pennsylvania Ave NW, Washington, DC 20500; Gate B\\North',
  startsAt: new Date('2026-12-01T14:30:00.000Z'),
  slotLabel: '12/01/2026 9:30 AM',
  timeZoneLabel: 'Eastern Time',
  propertyUrl: 'https://homeward.example/properties/p-1',
  confirmedAt: new Date('2026-11-23T17:05:09.123Z'),
};

describe('renderTourInvitation', () => {
  const ics = renderTourInvitation(input);
  const lines = parseIcs(ics);
  const value = (name: string) => lines.find((line) => line.name === name)?.value;

  it('ends every line with CRLF and has no bare LF', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VEVENT in one VCALENDAR, version 2.0, published', () => {
    expect(lines.map((line) => line.name)).toEqual([
      'BEGIN',
      'VERSION',
      'PRODID',
      'CALSCALE',
      'METHOD',
      'BEGIN',
      'UID',
      'DTSTAMP',
      'DTSTART',
      'DTEND',
      'SUMMARY',
      'LOCATION',
      'DESCRIPTION',
      'URL',
      'STATUS',
      'TRANSP',
      'END',
      'END',
    ]);
    expect(lines.filter((line) => line.name === 'BEGIN').map((line) => line.value)).toEqual([
      'VCALENDAR',
      'VEVENT',
    ]);
    expect(lines.at(-2)).toEqual({ name: 'END', value: 'VEVENT' });
    expect(lines.at(-1)).toEqual({ name: 'END', value: 'VCALENDAR' });
    expect(value('VERSION')).toBe('2.0');
    expect(value('METHOD')).toBe('PUBLISH');
  });

  it('books one hour from the slot, in UTC, with a UID from the tour id', () => {
    expect(value('UID')).toBe(`tour-${input.tourId}@homeward.app`);
    expect(value('DTSTART')).toBe('20261201T143000Z');
    expect(value('DTEND')).toBe('20261201T153000Z');
    expect(value('DTSTAMP')).toBe('20261123T170509Z');
  });

  it('escapes commas, semicolons and backslashes in SUMMARY and LOCATION, which read back as given', () => {
    expect(value('SUMMARY')).toBe(
      'Tour of 1600 Pennsylvania Ave NW\\, Washington\\, DC 20500\\; Gate B\\\\North',
    );
    expect(unescapeText(value('SUMMARY')!)).toBe(`Tour of ${input.propertyAddress}`);
    expect(unescapeText(value('LOCATION')!)).toBe(input.propertyAddress);
  });

  it('writes line breaks of the description as \\n and gives the slot in the property zone', () => {
    const description = value('DESCRIPTION')!;
    expect(description).not.toMatch(/[\r\n]/);
    expect(unescapeText(description)).toBe(
      `Your tour of ${input.propertyAddress} on 12/01/2026 9:30 AM (Eastern Time) is confirmed.\n` +
        'The property in Homeward: https://homeward.example/properties/p-1',
    );
    expect(value('URL')).toBe(input.propertyUrl);
  });

  it('folds every line to at most 75 octets', () => {
    const physical = ics.split('\r\n');
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('puts a multi-line address on one line', () => {
    const parsed = parseIcs(renderTourInvitation({ ...input, propertyAddress: '12 Elm St\nApt 3' }));
    expect(parsed.find((line) => line.name === 'LOCATION')?.value).toBe('12 Elm St Apt 3');
  });
});

describe('tourInvitationAttachment', () => {
  it('is tour.ics, text/calendar with the method of its content', () => {
    const attachment = tourInvitationAttachment(input);
    expect(attachment.filename).toBe('tour.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(attachment.content).toBe(renderTourInvitation(input));
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = 'X'.repeat(75);
    expect(foldLine(line)).toBe(line);
  });

  it('continues after CRLF and one space: 75 octets first, then 74 per continuation', () => {
    const line = 'A'.repeat(75) + 'B'.repeat(74) + 'C';
    expect(foldLine(line)).toBe(`${'A'.repeat(75)}\r\n ${'B'.repeat(74)}\r\n C`);
  });

  it('never splits a multi-byte character, and unfolds back to the line', () => {
    const line = `LOCATION:${'ñ'.repeat(80)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    // 'LOCATION:' is 9 octets, each ñ 2: 33 fit in the first 75 octets, not 33.5.
    expect(folded.split('\r\n')[0]).toBe(`LOCATION:${'ñ'.repeat(33)}`);
  });
});

describe('escapeText', () => {
  it('escapes backslash first, then semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('utcDateTime', () => {
  it('is the basic UTC form without milliseconds', () => {
    expect(utcDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

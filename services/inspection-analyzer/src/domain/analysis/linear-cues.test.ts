// The cues that made a long paragraph stall the analysis (issue 23): the same answers as the patterns they replaced
// (`word[^.]*word`, `word.*word`, which rescanned the text from every first word), in time linear in the text.
import { isBoilerplateText } from './boilerplate';
import { hasStrongAction } from './cues';
import { followedWithin } from './text';

/** The former pattern: from each "recommend" it rescanned the text up to the next period. */
const QUADRATIC =
  /\brecommend(ed|s)?\b[^.]*\b(repair|replac|evaluat|correct|install|servic|clean|seal|secur)\w*|\bshould be (repaired|replaced|evaluated|corrected|serviced|installed|secured|sealed)\b/i;

describe('hasStrongAction', () => {
  it('answers as the former pattern did', () => {
    const words = [
      'recommend',
      'recommends',
      'recommendation',
      'we',
      'repair',
      'replaced',
      'should be',
      'sealed',
      'a',
      '.',
      'Recommended',
      'evaluation',
      'prepaid',
      'cleaning',
      ',',
      'the',
    ];
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 3_000; i += 1) {
      const text = Array.from({ length: 1 + (next() % 9) }, () => words[next() % words.length]).join(
        next() % 3 ? ' ' : '',
      );
      expect([text, hasStrongAction(text)]).toEqual([text, QUADRATIC.test(text)]);
    }
    expect(hasStrongAction('We recommend a roofer repair the flashing.')).toBe(true);
    expect(hasStrongAction('We recommend a roofer. Repair is optional')).toBe(false);
  });

  it('reads a 1 MB paragraph of "recommend" in well under a second (the former pattern: minutes)', () => {
    const text = 'We recommend '.repeat(80_000);
    const started = Date.now();
    expect(hasStrongAction(text)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('followedWithin', () => {
  const FORMER: [RegExp, RegExp, RegExp, '.' | 'line'][] = [
    [/\bgas\b[^.]*\bleak/i, /\bgas\b/i, /\bleak/i, '.'],
    [/\bleak\w*\b[^.]*\b(damp|wet) to the touch/i, /\bleak\w*\b/i, /\b(damp|wet) to the touch/i, '.'],
    [/\bmoisture meter\b[^.]*\b(high|elevated)/i, /\bmoisture meter\b/i, /\b(high|elevated)/i, '.'],
    [
      /\b(texas real estate commission|trec)\b.*\b(complaint|standards|rule|adopted)\b/i,
      /\b(texas real estate commission|trec)\b/i,
      /\b(complaint|standards|rule|adopted)\b/i,
      'line',
    ],
  ];
  const words = [
    'gas',
    'leaking',
    'leaks',
    'damp',
    'wet',
    'to the touch',
    'moisture meter',
    'high',
    'elevated',
    '.',
    '\n',
    'TREC',
    'texas real estate commission',
    'standards',
    'rule',
    'gasket',
    'the',
  ];

  it('answers as the patterns it replaced did', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 3_000; i += 1) {
      const text = Array.from({ length: 1 + (next() % 10) }, () => words[next() % words.length]).join(
        next() % 4 ? ' ' : '',
      );
      for (const [former, first, second, stop] of FORMER)
        expect([text, former.source, followedWithin(text, first, second, stop)]).toEqual([
          text,
          former.source,
          former.test(text),
        ]);
    }
  });

  it('reads a 1 MB paragraph of first words in well under a second (the former patterns: minutes)', () => {
    const started = Date.now();
    const firstWords = ['gas ', 'leaking ', 'moisture meter ', 'trec '];
    FORMER.forEach(([, first, second, stop], i) => {
      expect(
        followedWithin(firstWords[i]!.repeat(1_000_000 / firstWords[i]!.length), first, second, stop),
      ).toBe(false);
    });
    expect(isBoilerplateText('TREC '.repeat(200_000))).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

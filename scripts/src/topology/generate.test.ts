import { spliced } from './generate';
import { testContext } from './test-manifest';

const context = testContext();
const names = { path: 'x', render: () => 'shop\ntill' };

describe('splicing a render into a hand-kept file', () => {
  it('replaces the lines between the markers, keeping an indented end marker’s indentation', () => {
    const file = { ...names, between: { start: '  # <a>', end: '# </a>' } };
    expect(spliced(file, 'head\n  # <a>\n  old\n  # </a>\ntail\n', context)).toBe(
      'head\n  # <a>\nshop\ntill\n  # </a>\ntail\n',
    );
  });

  it('replaces only the text between inline markers, on their line', () => {
    const file = {
      ...names,
      render: () => '`shop`',
      between: { start: '<!-- a -->', end: '<!-- /a -->', inline: true },
    };
    expect(spliced(file, '| db | (<!-- a -->`old`<!-- /a -->) |\n', context)).toBe(
      '| db | (<!-- a -->`shop`<!-- /a -->) |\n',
    );
  });

  it('finds the end marker after its start marker, so regions may share an end marker', () => {
    const file = { ...names, between: { start: '# <b>', end: '# </>' } };
    expect(spliced(file, '# <a>\nx\n# </>\n# <b>\ny\n# </>\n', context)).toBe(
      '# <a>\nx\n# </>\n# <b>\nshop\ntill\n# </>\n',
    );
  });

  it('names the file when its markers are missing', () => {
    expect(() =>
      spliced({ ...names, between: { start: '# <a>', end: '# </a>' } }, 'nothing\n', context),
    ).toThrow('x: the markers # <a> ... # </a> are missing');
  });
});

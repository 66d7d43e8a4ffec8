import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves other text, including non-ASCII, alone', () => {
    expect(escapeHtml('José Núñez — 123 Main St.')).toBe('José Núñez — 123 Main St.');
  });
});

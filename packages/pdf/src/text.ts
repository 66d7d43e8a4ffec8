/** Text in a PDF often comes from users or from an analysis engine, so it is made safe to lay out: control
 * characters and bidirectional overrides go, broken UTF-16 becomes U+FFFD, and a run without any break opportunity (a URL, a pasted hash) gets
 * zero-width spaces so the line breaker can wrap it instead of letting it run off the page. */

// Matching control characters is the point here: they are what gets removed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Bidirectional embeddings, overrides and isolates: in a field they can make printed text read in a different
 * order than it was typed (the "Trojan Source" trick), so a name could appear to say something else. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ZERO_WIDTH_SPACE = '\u200B';
/** Longer than any English word, shorter than a line of body text at 10 pt. */
const LONGEST_UNBROKEN = 30;
const UNBROKEN_RUN = new RegExp(`[^\\s\\u200B-]{${LONGEST_UNBROKEN + 1},}`, 'gu');

export function safeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROL, '')
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(UNBROKEN_RUN, (run) => chunks(run).join(ZERO_WIDTH_SPACE));
}

/** Splits by code point so a surrogate pair is never cut in half. */
function chunks(run: string): string[] {
  const codePoints = Array.from(run);
  const out: string[] = [];
  for (let i = 0; i < codePoints.length; i += LONGEST_UNBROKEN) {
    out.push(codePoints.slice(i, i + LONGEST_UNBROKEN).join(''));
  }
  return out;
}

import type { PriceRange } from '../report';

// The repair cost an inspector wrote into a finding ("budget $1,500 to $2,500", "$2k–$4k", "approximately $750").
// It beats the cost table: the inspector saw the house. Every pattern here is linear (bounded digit groups, no
// nested quantifiers, no `.*`): findings come from untrusted uploads. The context around an amount is read with
// plain string scans, not regexes.

// `\d{1,3}(?:,\d{3})+` and `\d+` cannot both match the same comma, so the alternation cannot backtrack.
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d{1,7})(?:\.(\d{1,2}))?(?:\s?([kK])(?![A-Za-z]))?(?![\w$])`;
/** A dollar amount not glued to a word on either side (`GE$1200X` is a model number). */
const MONEY = new RegExp(String.raw`(?<![\w$])\$\s?${AMOUNT}`, 'g');
/** The upper end of a range, right after an amount: `-$600`, ` to 2,500`, `–$4k`, ` and $2,000`. */
const RANGE_TAIL = new RegExp(String.raw`\s?(-|–|—|to\b|and\b)\s?(\$)?\s?${AMOUNT}`, 'y');

/** A single amount is a cost estimate only when one of these words leads up to it in its sentence. */
const COST_CUE =
  /\b(?:budget\w*|estimat\w*|costs?|costing|approx\w*|around|about|roughly|expect\w*|allow|quoted?|quotes|price[ds]?|ranges?|anticipate|plan for|reserve|likely|typically|somewhere)\b|~|≈/i;
/** Amounts that are not what the repair will cost: fees, past payments, taxes, the house's own price. */
const NOT_A_REPAIR =
  /\b(?:permits?|fees?|tax(?:es)?|insurance|premiums?|deductibles?|rebates?|rent(?:al)?|mortgage|paid|spent|sold|purchased|purchase price|sale price|list(?:ing)? price|asking price|appraise[ds]?|value[ds]?|invoices?|receipts?|utility|bills?|fines?|penalt(?:y|ies))\b/i;
/** A rate is not a total: `$85 per hour`, `$4/sq ft`, `$150 each`. */
const RATE_AFTER =
  /^\s?(?:\/|per\b|each\b|an? (?:hour|month|year|day|week|square|sq|linear|foot|visit)\b|monthly\b|annually\b|hourly\b)/i;

const MIN_DOLLARS = 10;
const MAX_DOLLARS = 500_000;
const CONTEXT_BEFORE = 80;
const CONTEXT_AFTER = 40;

function dollars(whole: string, cents: string | undefined, k: string | undefined): number {
  const n = Number(whole.replace(/,/g, '')) + (cents ? Number(`0.${cents}`) : 0);
  return k ? n * 1000 : n;
}

/** The part of the sentence around [start, end): back to the previous sentence end, forward to the next. */
function sentenceAround(text: string, start: number, end: number): { before: string; after: string } {
  let from = start;
  while (from > 0 && start - from < CONTEXT_BEFORE) {
    const c = text[from - 1]!;
    // a period ends a sentence only before a space ("$1,500.00" and "approx." stay inside)
    if (c === ';' || c === '\n' || c === '!' || c === '?') break;
    if (
      c === '.' &&
      /\s/.test(text[from] ?? '') &&
      !/approx$|est$|ca$/i.test(text.slice(Math.max(0, from - 7), from - 1))
    )
      break;
    from -= 1;
  }
  let to = end;
  while (to < text.length && to - end < CONTEXT_AFTER) {
    const c = text[to]!;
    if (c === ';' || c === '\n' || c === '!' || c === '?') break;
    if (c === '.' && (to + 1 >= text.length || /\s/.test(text[to + 1]!))) break;
    to += 1;
  }
  return { before: text.slice(from, start), after: text.slice(end, to) };
}

/**
 * The first repair cost the inspector wrote in a finding's text, in whole dollars, or undefined when there is none.
 * A range (`$400-$600`, `between $1,000 and $2,000`) counts on its own; a single amount counts when a cost word
 * leads to it (`budget`, `estimated cost:`, `approximately`). Fees, rates, past payments and amounts glued to
 * model numbers never count.
 */
export function inspectorEstimate(text: string): PriceRange | undefined {
  MONEY.lastIndex = 0;
  for (let m = MONEY.exec(text); m; m = MONEY.exec(text)) {
    let low = dollars(m[1]!, m[2], m[3]);
    let high = low;
    let end = m.index + m[0].length;
    RANGE_TAIL.lastIndex = end;
    const tail = RANGE_TAIL.exec(text);
    // "and" joins a range only when the second amount is money too ("between $1,000 and $2,000", not "and 2 hours")
    if (tail && (tail[1] !== 'and' || tail[2] === '$')) {
      const upper = dollars(tail[3]!, tail[4], tail[5]);
      // "$2-4k": the k of the upper end covers the lower one when that reads as thousands too
      const lowerInK = tail[5] && !m[3] && low <= Number(tail[3]!.replace(/,/g, '')) ? low * 1000 : low;
      if (upper > lowerInK) {
        low = lowerInK;
        high = upper;
        end = tail.index + tail[0].length;
      }
    }
    const { before, after } = sentenceAround(text, m.index, end);
    const isRange = high > low;
    if (RATE_AFTER.test(after)) continue;
    if (NOT_A_REPAIR.test(before) || NOT_A_REPAIR.test(after)) continue;
    if (!isRange && !COST_CUE.test(before) && !/^\s?(?:\(?est|estimated|budget)/i.test(after)) continue;
    if (low < MIN_DOLLARS || high > MAX_DOLLARS) continue;
    return { from: Math.round(low), to: Math.round(high) };
  }
  return undefined;
}

/** `{ inspectorEstimate }` when the text gives one, else nothing: spread or assigned onto a Finding. */
export function inspectorEstimateField(text: string): { inspectorEstimate?: PriceRange } {
  const estimate = inspectorEstimate(text);
  return estimate ? { inspectorEstimate: estimate } : {};
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const withCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** US dollars as a buyer reads them: "$1,250" for whole amounts, "$1,250.50" only when there are cents.
 * Cents are judged after rounding, so 1250.004 is "$1,250", never "$1,250.00". */
export function formatUsd(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? wholeDollars.format(cents / 100) : withCents.format(cents / 100);
}

/** A cost estimate "$150-$1,000"; a range whose ends are equal is one amount. */
export function formatUsdRange(from: number, to: number): string {
  const low = formatUsd(Math.min(from, to));
  const high = formatUsd(Math.max(from, to));
  return low === high ? low : `${low}-${high}`;
}

// What the PDF scenario's buyer types into the purchase agreement before previewing it: a financed purchase with
// earnest money and dates, over the draft the documents service prefilled (buyers, sellers, the Utah address), so
// the rendered agreement has its price, financing and deadline sections filled as a real one would.

export const BENCH_PURCHASE_PRICE = 455_000;

type Data = Record<string, unknown>;

const objectOr = (value: unknown): Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};

/** A calendar date as the editor stores it: MM/DD/YYYY, in UTC so the result does not depend on the machine. */
export function editorDate(date: Date): string {
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const day = String(date.getUTCDate()).padStart(2, '0');
  return `${month}/${day}/${date.getUTCFullYear()}`;
}

/** The prefilled draft's data with the buyer's answers added; the prefilled parts are kept as they are. */
export function benchAgreementData(prefilled: Data, today: Date): Data {
  const closing = new Date(today.getTime() + 45 * 24 * 60 * 60 * 1000);
  return {
    ...prefilled,
    property: { ...objectOr(prefilled.property), price: BENCH_PURCHASE_PRICE },
    financing: {
      required: true,
      type: 'Conventional Loan',
      amount: BENCH_PURCHASE_PRICE * 0.8,
      maximum_interest_rate: 7.5,
    },
    deposit: { ...objectOr(prefilled.deposit), amount: 9_000, days: 4, is_know_owner: false },
    purchase_agreement_date: editorDate(today),
    closing_date: editorDate(closing),
  };
}

// "Settlement comes after every other deadline": the orders that cannot hold, each as a problem on the field that
// sets the offending deadline, so the editor shows it there and the service refuses the draft with it (a 400).
// Acceptance is taken as late as it can come: the date recorded, else the offer's expiry (an offer lapses then),
// else today (a draft whose deadlines overrun settlement even if accepted today cannot hold).
import type { PurchaseAgreementData } from '../schemas';
import { acceptanceOf, addCalendarDays, contractDeadlines, isoDay } from './compute';

export interface DeadlineProblem {
  path: string;
  message: string;
}

const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

export const DEADLINE_ORDER_MESSAGES = {
  beforeSettlement: (date: string, from: string, settlement: string) =>
    `This deadline must come before settlement: counted from ${from}, it falls on ${us(date)}, and settlement is ` +
    `${us(settlement)}. Choose fewer days or a later settlement date.`,
  namedAfterAcceptance: (from: string) => `This date cannot come before ${from}.`,
  namedBeforeSettlement: (settlement: string) =>
    `This date must come before the settlement deadline (${us(settlement)}).`,
  settlementAfterAcceptance: (from: string) => `Settlement must come after ${from}.`,
  acceptanceAfterExpiry: (expiry: string) =>
    `Acceptance must come by the offer's expiry (${us(expiry)}); after it the offer had lapsed.`,
  acceptanceInFuture: 'Enter the date of Acceptance once the seller has signed, not before.',
  saleOfferBeforeSaleClosing: (closing: string) =>
    `The sale of your home needs an accepted offer before it can close: choose a date on or before its closing ` +
    `deadline (${us(closing)}).`,
  disclosureBeforeDueDiligence: (days: number) =>
    `The seller's disclosures must come by the Due Diligence Deadline: choose at most ${days} days.`,
} as const;

/** The latest Acceptance can come, as `YYYY-MM-DD`, and how to name it in a message. */
function latestAcceptance(data: PurchaseAgreementData, today: string): { date: string; name: string } {
  const recorded = acceptanceOf(data);
  if (recorded) return { date: recorded, name: `Acceptance on ${us(recorded)}` };
  const expiry = isoDay(data.offer_expiration?.date);
  if (expiry && expiry >= today)
    return { date: expiry, name: `Acceptance at the offer's expiry (${us(expiry)})` };
  return { date: today, name: `Acceptance today (${us(today)})` };
}

/** The problems of the deadlines' order; `today` is `YYYY-MM-DD`. */
export function deadlineOrderProblems(data: PurchaseAgreementData, today: string): DeadlineProblem[] {
  const acceptance = latestAcceptance(data, today);
  const deadlines = contractDeadlines(data, acceptance.date);
  const problems: DeadlineProblem[] = [];
  const settlement = deadlines.find((deadline) => deadline.key === 'settlement')?.date;
  if (settlement && settlement <= acceptance.date)
    problems.push({
      path: 'closing_date',
      message: DEADLINE_ORDER_MESSAGES.settlementAfterAcceptance(acceptance.name),
    });
  else if (settlement)
    for (const deadline of deadlines) {
      if (deadline.key === 'settlement' || !deadline.date || deadline.date < settlement) continue;
      problems.push({
        path: deadline.field,
        message:
          deadline.daysAfterAcceptance === undefined
            ? DEADLINE_ORDER_MESSAGES.namedBeforeSettlement(settlement)
            : DEADLINE_ORDER_MESSAGES.beforeSettlement(deadline.date, acceptance.name, settlement),
      });
    }
  // A named date (the sale of the buyer's home) before Acceptance would end its condition before the contract exists.
  for (const deadline of deadlines)
    if (
      deadline.key !== 'settlement' &&
      deadline.daysAfterAcceptance === undefined &&
      deadline.date &&
      deadline.date < acceptance.date &&
      !problems.some((problem) => problem.path === deadline.field)
    )
      problems.push({
        path: deadline.field,
        message: DEADLINE_ORDER_MESSAGES.namedAfterAcceptance(acceptance.name),
      });
  // The sale of the buyer's home: an accepted offer on it comes before that sale closes, never after.
  const saleOffer = deadlines.find((deadline) => deadline.key === 'sale_of_home_offer');
  const saleClosing = deadlines.find((deadline) => deadline.key === 'sale_of_home_closing');
  if (
    saleOffer?.date &&
    saleClosing?.date &&
    saleOffer.date > saleClosing.date &&
    !problems.some((problem) => problem.path === saleOffer.field)
  )
    problems.push({
      path: saleOffer.field,
      message: DEADLINE_ORDER_MESSAGES.saleOfferBeforeSaleClosing(saleClosing.date),
    });
  const recorded = acceptanceOf(data);
  const expiry = isoDay(data.offer_expiration?.date);
  // `today` is the service's lenient day (Hawaii's, the latest US clock): a day more, so an Acceptance entered just
  // after midnight in the East is not refused as one still to come.
  if (recorded && recorded > addCalendarDays(today, 1))
    problems.push({ path: 'acceptance.date', message: DEADLINE_ORDER_MESSAGES.acceptanceInFuture });
  else if (recorded && expiry && recorded > expiry)
    problems.push({
      path: 'acceptance.date',
      message: DEADLINE_ORDER_MESSAGES.acceptanceAfterExpiry(expiry),
    });
  const disclosure = deadlines.find((deadline) => deadline.key === 'seller_disclosure');
  const dueDiligence = deadlines.find((deadline) => deadline.key === 'due_diligence');
  if (
    disclosure?.daysAfterAcceptance !== undefined &&
    dueDiligence?.daysAfterAcceptance !== undefined &&
    disclosure.daysAfterAcceptance > dueDiligence.daysAfterAcceptance &&
    !problems.some((problem) => problem.path === disclosure.field)
  )
    problems.push({
      path: disclosure.field,
      message: DEADLINE_ORDER_MESSAGES.disclosureBeforeDueDiligence(dueDiligence.daysAfterAcceptance),
    });
  return problems;
}

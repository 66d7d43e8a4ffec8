// Sections 23 to 25 (acceptance, contract deadlines, offer and time for acceptance), then the blocks the parties sign:
// Buyer's offer, Seller's acceptance with its date and time, counteroffer and rejection.
import { offerExpiryZone } from '@homeward/document-definitions';
import { heading, muted, paragraph, table, type PdfBlock } from '../../blocks';
import { contractDeadlines, deadlineDateText } from '../contract-deadlines';
import type { Party } from '../document-data';
import { clockTime, dateText, partyLines, text } from '../form-values';
import { buyersOf, sellersOf, type Context } from './context';
import { BLANK, SIGNATURE_BLOCKS, cite } from './wording';

export function acceptance(): PdfBlock[] {
  return [
    paragraph(
      '"Acceptance" happens when the party receiving an offer or counteroffer signs it without changes, and the ' +
        'signed copy is received by the party who made it (or by the person that party names), as ' +
        `${cite('Notices')} says. The date of Acceptance is the day that signed copy is received.`,
    ),
  ];
}

/** Section 24: the deadlines as the deadlines module prints them, each a date or a blank filled in at Acceptance. */
export function deadlinesSection({ data }: Context): PdfBlock[] {
  const deadlines = contractDeadlines(data);
  const rows = deadlines.map((deadline) => [
    deadline.label,
    deadlineDateText(data, deadline),
    deadline.basis,
  ]);
  const accepted = text(data.acceptance?.date);
  const blanks = deadlines.some((deadline) => deadline.date === undefined);
  // Dates printed from a recorded Acceptance say which day they were counted from, and what holds if that day is
  // wrong: the rule the parties signed, never a date that contradicts it.
  const basis =
    accepted && !blanks
      ? ` The dates below are counted from Acceptance on ${dateText(accepted)}, the date entered when this copy was prepared; if ` +
        'Acceptance in fact happened on another day, each deadline is counted by its rule from that day.'
      : ' A date left blank is counted from Acceptance as its rule says; Buyer and Seller write it in when ' +
        'Acceptance happens and both initial it. The rule decides the date even if it is never written in.';
  return [
    paragraph(
      `These are the deadlines of the conditions and duties this agreement has, and no others.${basis}`,
    ),
    table(['Deadline', 'Date', 'Rule'], rows, ['auto', 'auto', '*']),
  ];
}

/** Section 25: the offer's expiry on a named clock, the property's state's time zone (as the offer letter names it). */
export function offerAndTime({ data, state, zone }: Context): PdfBlock[] {
  const expiration = data.offer_expiration ?? {};
  const date = text(expiration.date);
  const time = clockTime(expiration.time, expiration.am_pm);
  const named = offerExpiryZone(state);
  const clock = named ? `${named.label} (${named.id})` : zone;
  const when = date
    ? `${time ?? '5:00 PM'} ${clock} on ${dateText(expiration.date)}`
    : `${BLANK} (time, ${clock}) on ${BLANK} (date), written in before the offer is delivered`;
  return [
    paragraph(
      `Buyer's offer is open for Acceptance until ${when}. If Seller has not accepted it by then, as ` +
        `${cite('Acceptance')} says, the offer lapses, and any earnest money Buyer has delivered is returned to ` +
        'Buyer.',
    ),
    ...(named?.mainZoneOnly
      ? [
          paragraph(
            `${named.label} is the time zone of most of ${named.stateName}; this offer's time is on it.`,
          ),
        ]
      : []),
  ];
}

const SIGN = 'Signature ______________________________   Date ____________   Time ________ AM / PM';

/** One party's lines: the name as given (or a line to write it), then the signature, date and time. */
function signer(role: 'Buyer' | 'Seller', party: Party | undefined): PdfBlock[] {
  const lines = party ? partyLines(party) : `${BLANK} (${role.toLowerCase()}'s name, written in by hand)`;
  return [paragraph(`${role}: ${lines}`), muted(SIGN)];
}

const partiesOrBlank = (role: 'Buyer' | 'Seller', parties: Party[]): PdfBlock[] =>
  parties.length === 0 ? signer(role, undefined) : parties.flatMap((party) => signer(role, party));

/** The clock the signing times are read on: the state's named zone, else the property's local time. */
const clockOf = ({ state, zone }: Context): string => offerExpiryZone(state)?.label ?? zone;

export function signatureBlocks(ctx: Context): PdfBlock[] {
  const { data } = ctx;
  const buyers = buyersOf(data);
  const sellers = sellersOf(data);
  return [
    heading(SIGNATURE_BLOCKS.buyer),
    paragraph('Buyer offers to buy the Property on the terms above and signs below.'),
    ...partiesOrBlank('Buyer', buyers),
    heading(SIGNATURE_BLOCKS.acceptance),
    paragraph(
      "[  ] Seller accepts Buyer's offer on the terms above. Sign and enter the date and time of signing " +
        `(${clockOf(ctx)}); Acceptance takes effect when Buyer receives the signed copy.`,
    ),
    ...partiesOrBlank('Seller', sellers),
    muted(`Signed acceptance received by Buyer on ${BLANK} (date) at ${BLANK} (time)`),
    heading(SIGNATURE_BLOCKS.counteroffer),
    paragraph(
      "[  ] Seller offers to sell on the terms of Buyer's offer as changed by the attached counteroffer no. ______. " +
        "The counteroffer is open for Buyer's acceptance until the time it states.",
    ),
    ...partiesOrBlank('Seller', sellers),
    heading(SIGNATURE_BLOCKS.rejection),
    paragraph("[  ] Seller rejects Buyer's offer."),
    ...partiesOrBlank('Seller', sellers),
  ];
}

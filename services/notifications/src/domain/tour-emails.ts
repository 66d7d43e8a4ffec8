// The e-mails of a tour: the request to the tour desk and the listing agent (one confirm link per proposed time),
// its withdrawal, and the buyer's confirmation with the calendar invitation.
import type { EmailAttachment, RenderedEmail } from './email';
import { greetingFor, renderEmail, type EmailDetail } from './email-layout';

/** Who is written to about a buyer's request: the desk always, the listing agent when their address is known. */
export type TourDeskRecipient = { role: 'desk' } | { role: 'listing_agent'; name: string };

/** What the buyer told us about themselves: only the channels they chose are non-empty. */
export interface TourBuyer {
  name: string;
  email: string;
  phone: string;
}

export interface ProposedTime {
  /** '12/01/2026 9:30 AM', in the property's zone. */
  label: string;
  /** The link that confirms this time (a page that asks before confirming). */
  confirmUrl: string;
}

export interface TourRequestedEmailInput {
  to: TourDeskRecipient;
  propertyAddress: string;
  timeZoneLabel: string;
  buyer: TourBuyer;
  times: ProposedTime[];
}

export function tourRequestedSubject(propertyAddress: string): string {
  return `Tour request: ${oneLine(propertyAddress) || 'a Homeward property'}`;
}

export function renderTourRequestedEmail(input: TourRequestedEmailInput): RenderedEmail {
  const address = oneLine(input.propertyAddress) || 'a Homeward property';
  const buyer = buyerName(input.buyer);
  const zone = oneLine(input.timeZoneLabel) || "the property's local time";
  const count = input.times.length;
  return renderEmail({
    subject: tourRequestedSubject(input.propertyAddress),
    preview: `${buyer} would like to see ${address}.`,
    greeting: greetingOf(input.to),
    paragraphs: [
      `${buyer} would like to see ${address} and proposed ${count === 1 ? 'one time' : `${count} times`} ` +
        `(${zone}). Please contact the buyer through the channels below, then confirm the time you agreed on: the ` +
        'buyer gets a calendar invitation, and the other proposed times can no longer be confirmed.',
    ],
    details: [
      { label: 'Property', value: address },
      { label: 'Buyer', value: buyer },
      ...contactDetails(input.buyer),
      { label: 'Time zone', value: zone },
    ],
    choices: input.times.map((time) => ({ label: `Confirm ${time.label}`, url: time.confirmUrl })),
    notes: [
      'Each link confirms its time once, and stops working when that time comes or after 14 days. It opens a ' +
        'page that shows the time and asks before anything is confirmed.',
      'The buyer chose how to be reached; please use only the channels listed.',
    ],
    reason: reasonOf(input.to),
  });
}

export interface TourCancelledEmailInput {
  to: TourDeskRecipient;
  propertyAddress: string;
  timeZoneLabel: string;
  buyerName: string;
  proposedTimes: string[];
  /** The confirmed time that no longer holds; '' when the tour had not been confirmed. */
  confirmedTime: string;
}

export function tourCancelledSubject(propertyAddress: string): string {
  return `Tour request withdrawn: ${oneLine(propertyAddress) || 'a Homeward property'}`;
}

export function renderTourCancelledEmail(input: TourCancelledEmailInput): RenderedEmail {
  const address = oneLine(input.propertyAddress) || 'a Homeward property';
  const buyer = buyerName({ name: input.buyerName, email: '', phone: '' });
  const zone = oneLine(input.timeZoneLabel) || "the property's local time";
  const confirmed = oneLine(input.confirmedTime);
  const details: EmailDetail[] = [
    { label: 'Property', value: address },
    { label: 'Buyer', value: buyer },
    confirmed
      ? { label: 'Confirmed time', value: `${confirmed} (${zone})` }
      : { label: 'Proposed times', value: `${input.proposedTimes.map(oneLine).join('; ')} (${zone})` },
  ];
  return renderEmail({
    subject: tourCancelledSubject(input.propertyAddress),
    preview: `${buyer} withdrew the request to see ${address}.`,
    greeting: greetingOf(input.to),
    paragraphs: [
      `${buyer} withdrew the request to see ${address}.`,
      confirmed
        ? `The tour confirmed for ${confirmed} (${zone}) is cancelled: nobody needs to be there to meet the buyer.`
        : 'Nothing needs confirming any more: the confirmation links of this request no longer work.',
    ],
    details,
    notes: [],
    reason: reasonOf(input.to),
  });
}

export interface TourConfirmedEmailInput {
  fullName: string;
  propertyAddress: string;
  slotLabel: string;
  timeZoneLabel: string;
  propertyUrl: string;
  invitation: EmailAttachment;
}

export function tourConfirmedSubject(propertyAddress: string): string {
  return `Your tour of ${oneLine(propertyAddress) || 'the property'} is confirmed`;
}

export function renderTourConfirmedEmail(input: TourConfirmedEmailInput): RenderedEmail {
  const address = oneLine(input.propertyAddress) || 'the property';
  const when = `${oneLine(input.slotLabel)} (${oneLine(input.timeZoneLabel) || "the property's local time"})`;
  const email = renderEmail({
    subject: tourConfirmedSubject(input.propertyAddress),
    preview: `Your tour of ${address} is confirmed for ${when}.`,
    greeting: greetingFor(input.fullName),
    paragraphs: [
      `Your tour of ${address} is confirmed for ${when}.`,
      'The invitation attached adds it to your calendar.',
    ],
    details: [
      { label: 'When', value: when },
      { label: 'Where', value: address },
    ],
    action: { label: 'View the property', url: input.propertyUrl },
    notes: [
      'If you can no longer make it, cancel the tour from the property page so the agent knows not to come.',
    ],
    reason: 'You received this e-mail because you asked to tour this home on Homeward.',
  });
  return { ...email, attachments: [input.invitation] };
}

function greetingOf(to: TourDeskRecipient): string {
  return to.role === 'desk' ? 'Hello tour desk,' : greetingFor(to.name);
}

function reasonOf(to: TourDeskRecipient): string {
  return to.role === 'desk'
    ? 'You received this e-mail because this address handles tour requests for Homeward.'
    : 'You received this e-mail because you are the listing agent of this property as its listing states.';
}

function buyerName(buyer: TourBuyer): string {
  return oneLine(buyer.name) || 'A Homeward buyer';
}

/** The channels the buyer chose, and only those. */
function contactDetails(buyer: TourBuyer): EmailDetail[] {
  const details: EmailDetail[] = [];
  if (buyer.email.trim()) details.push({ label: 'E-mail', value: buyer.email.trim() });
  if (buyer.phone.trim()) details.push({ label: 'Phone', value: buyer.phone.trim() });
  return details;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

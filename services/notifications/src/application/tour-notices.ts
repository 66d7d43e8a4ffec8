import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import type { EmailTemplate, RenderedEmail } from '../domain/email';
import { isDeliverableAddress } from '../domain/email-address';
import { propertyLink, propertyPath, tourConfirmationLink } from '../domain/links';
import type { NotificationContent } from '../domain/property-notifications';
import { tourInvitationAttachment } from '../domain/tour-calendar';
import {
  renderTourCancelledEmail,
  renderTourConfirmedEmail,
  renderTourRequestedEmail,
  type TourBuyer,
  type TourDeskRecipient,
} from '../domain/tour-emails';
import {
  tourCancelledNotification,
  tourConfirmedNotification,
  tourRequestedNotification,
} from '../domain/tour-notifications';
import { notificationMetrics } from '../metrics';
import { insertNotification } from '../store/notifications';
import { enqueueEmail } from '../store/outgoing-emails';
import { currentAddress } from '../store/user-contacts';

export interface TourNoticesDeps {
  /** Every e-mailed link starts here. */
  appBaseUrl: string;
  /** Where every tour request and withdrawal is sent. */
  tourDeskEmail: string;
  dispatcher: { notify(): void };
  logger: Logger;
}

/** One tour, as each tour event names it. */
export interface TourFact {
  eventId: string;
  tourId: string;
  propertyId: string;
  ownerId: string;
  propertyAddress: string;
  timeZoneLabel: string;
}

export interface TourRequest extends TourFact {
  /** Each proposed time with the signed token that confirms it. Never logged. */
  slots: { label: string; confirmToken: string }[];
  buyer: TourBuyer;
  listingAgent: { name: string; email: string };
}

export interface TourConfirmation extends TourFact {
  slotLabel: string;
  startsAt: Date;
  /** The e-mail the buyer gave for this tour; '' when they chose phone only. */
  contactEmail: string;
  contactName: string;
  confirmedAt: Date;
}

export interface TourWithdrawal extends TourFact {
  proposedTimes: string[];
  /** '' when the tour had not been confirmed. */
  confirmedTime: string;
  buyerName: string;
  listingAgentEmail: string;
}

/**
 * Tells people about tours: the desk (and the listing agent when known) about a request and its withdrawal, the buyer
 * about each step in the bell, and by e-mail with a calendar invitation once a time is confirmed. Everything is
 * written in the inbox transaction, so a redelivered event tells no one twice; the dispatcher sends after commit.
 */
export class TourNotices {
  constructor(private readonly deps: TourNoticesDeps) {}

  async scheduled(trx: Knex.Transaction, request: TourRequest): Promise<void> {
    const log = this.logFor(request);
    await this.notice(
      trx,
      request,
      tourRequestedNotification(request.propertyAddress, request.slots.length),
      log,
    );
    const times = request.slots.map((slot) => ({
      label: slot.label,
      confirmUrl: tourConfirmationLink(this.deps.appBaseUrl, slot.confirmToken),
    }));
    for (const [to, address] of this.deskAndAgent(
      request.listingAgent.name,
      request.listingAgent.email,
      log,
    )) {
      const email = renderTourRequestedEmail({
        to,
        propertyAddress: request.propertyAddress,
        timeZoneLabel: request.timeZoneLabel,
        buyer: request.buyer,
        times,
      });
      await this.queue(trx, request, address, 'tour_requested', email, log.child({ recipientRole: to.role }));
    }
  }

  async confirmed(trx: Knex.Transaction, confirmation: TourConfirmation): Promise<void> {
    const log = this.logFor(confirmation);
    const content = tourConfirmedNotification(
      confirmation.propertyAddress,
      confirmation.slotLabel,
      confirmation.timeZoneLabel,
    );
    await this.notice(trx, confirmation, content, log);

    // The account's address as identity last stated it; else the one the buyer gave with this very request.
    const account = await currentAddress(trx, confirmation.ownerId);
    const to = account?.email ?? confirmation.contactEmail.trim();
    if (!to || !isDeliverableAddress(to)) {
      log.warn('no e-mail address known for the buyer; the in-app notice alone tells them');
      return;
    }
    const propertyUrl = propertyLink(this.deps.appBaseUrl, confirmation.propertyId);
    const email = renderTourConfirmedEmail({
      fullName: account?.fullName || confirmation.contactName,
      propertyAddress: confirmation.propertyAddress,
      slotLabel: confirmation.slotLabel,
      timeZoneLabel: confirmation.timeZoneLabel,
      propertyUrl,
      invitation: tourInvitationAttachment({
        tourId: confirmation.tourId,
        propertyAddress: confirmation.propertyAddress,
        startsAt: confirmation.startsAt,
        slotLabel: confirmation.slotLabel,
        timeZoneLabel: confirmation.timeZoneLabel,
        propertyUrl,
        confirmedAt: confirmation.confirmedAt,
      }),
    });
    await this.queue(trx, confirmation, to, 'tour_confirmed', email, log.child({ recipientRole: 'buyer' }));
  }

  async cancelled(trx: Knex.Transaction, withdrawal: TourWithdrawal): Promise<void> {
    const log = this.logFor(withdrawal);
    await this.notice(trx, withdrawal, tourCancelledNotification(withdrawal.propertyAddress), log);
    // The cancelled event does not carry the agent's name; the greeting falls back to "Hi there,".
    for (const [to, address] of this.deskAndAgent('', withdrawal.listingAgentEmail, log)) {
      const email = renderTourCancelledEmail({
        to,
        propertyAddress: withdrawal.propertyAddress,
        timeZoneLabel: withdrawal.timeZoneLabel,
        buyerName: withdrawal.buyerName,
        proposedTimes: withdrawal.proposedTimes,
        confirmedTime: withdrawal.confirmedTime,
      });
      await this.queue(
        trx,
        withdrawal,
        address,
        'tour_cancelled',
        email,
        log.child({ recipientRole: to.role }),
      );
    }
  }

  /** The desk, then the listing agent when their address is usable and not the desk's own. */
  private deskAndAgent(agentName: string, agentEmail: string, log: Logger): [TourDeskRecipient, string][] {
    const recipients: [TourDeskRecipient, string][] = [[{ role: 'desk' }, this.deps.tourDeskEmail]];
    const agent = agentEmail.trim();
    if (agent === '') return recipients;
    if (!isDeliverableAddress(agent)) {
      log.warn("the listing agent's e-mail is not a deliverable address; only the desk is written to");
      return recipients;
    }
    if (agent.toLowerCase() !== this.deps.tourDeskEmail.toLowerCase()) {
      recipients.push([{ role: 'listing_agent', name: agentName }, agent]);
    }
    return recipients;
  }

  private async notice(trx: Knex.Transaction, fact: TourFact, content: NotificationContent, log: Logger) {
    const stored = await insertNotification(trx, {
      ...content,
      userId: fact.ownerId,
      // about the property: deleting the property removes the notice with it
      subjectId: fact.propertyId,
      link: propertyPath(fact.propertyId),
      sourceEventId: fact.eventId,
    });
    if (stored) afterCommit(trx, () => notificationMetrics.notificationsStored.inc({ kind: content.kind }));
    log.info({ kind: content.kind, stored }, 'tour notification stored');
  }

  private async queue(
    trx: Knex.Transaction,
    fact: TourFact,
    recipient: string,
    template: EmailTemplate,
    email: RenderedEmail,
    log: Logger,
  ): Promise<void> {
    const emailId = await enqueueEmail(trx, {
      eventId: fact.eventId,
      template,
      recipient,
      email,
      traceparent: activeTraceparent(),
    });
    afterCommit(trx, () => this.deps.dispatcher.notify());
    // Ids and the template only: the body carries confirmation tokens, and addresses are personal data.
    log.info({ emailId, template }, 'e-mail queued');
  }

  private logFor(fact: TourFact): Logger {
    return this.deps.logger.child({
      eventId: fact.eventId,
      tourId: fact.tourId,
      propertyId: fact.propertyId,
      userId: fact.ownerId,
    });
  }
}

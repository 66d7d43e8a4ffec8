import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import type { EmailTemplate, RenderedEmail } from '../domain/email';
import { renderDataExportReadyEmail } from '../domain/data-export-email';
import { renderEmailChangeEmail } from '../domain/email-change-email';
import { renderEmailChangedEmail } from '../domain/email-changed-email';
import {
  emailChangeLink,
  emailUndoLink,
  forgotPasswordPage,
  passwordResetLink,
  settingsPage,
  verificationLink,
} from '../domain/links';
import { renderPasswordChangedEmail } from '../domain/password-changed-email';
import { renderPasswordRemovedEmail } from '../domain/password-removed-email';
import { renderPasswordResetEmail } from '../domain/password-reset-email';
import { renderVerificationEmail } from '../domain/verification-email';
import { enqueueEmail } from '../store/outgoing-emails';
import { noteEmailChangeRequested, rememberAddress } from '../store/user-contacts';

export interface AccountEmailsDeps {
  /** Every e-mailed link starts here. */
  appBaseUrl: string;
  dispatcher: { notify(): void };
  logger: Logger;
}

/** Whom an account e-mail goes to, and the event that asked for it: one e-mail per event. */
export interface AccountEmailRecipient {
  eventId: string;
  userId: string;
  email: string;
  /** May be empty: the name is optional at sign-up. */
  fullName: string;
  /** When identity's state change happened (the event's time): orders what the events say about the address. */
  occurredAt: Date;
}

/**
 * The account e-mails identity's events ask for. Each is queued in the caller's (inbox) transaction and sent by the
 * dispatcher after commit: sending here would e-mail again whenever the transaction rolled back or the event was
 * redelivered.
 */
export class AccountEmails {
  constructor(private readonly deps: AccountEmailsDeps) {}

  /** Sign-up, or a resend (`resent`: "here is the new link") with the fresh token. */
  queueVerification(
    trx: Knex.Transaction,
    to: AccountEmailRecipient,
    token: string,
    resent: boolean,
  ): Promise<void> {
    return this.queue(
      trx,
      to,
      'verify_email',
      renderVerificationEmail({
        fullName: to.fullName,
        link: verificationLink(this.deps.appBaseUrl, token),
        ...(resent ? { resent: true } : {}),
      }),
    );
  }

  /** Forgot password: the reset link. Identity asks only for an existing account, so this never enumerates. */
  queuePasswordReset(trx: Knex.Transaction, to: AccountEmailRecipient, token: string): Promise<void> {
    return this.queue(
      trx,
      to,
      'reset_password',
      renderPasswordResetEmail({
        fullName: to.fullName,
        link: passwordResetLink(this.deps.appBaseUrl, token),
      }),
    );
  }

  /** A notice after any password change, so a change the owner did not make does not go unnoticed. */
  queuePasswordChanged(trx: Knex.Transaction, to: AccountEmailRecipient): Promise<void> {
    return this.queue(
      trx,
      to,
      'password_changed',
      renderPasswordChangedEmail({
        fullName: to.fullName,
        resetPageLink: forgotPasswordPage(this.deps.appBaseUrl),
      }),
    );
  }

  /** The data export the owner asked for is ready: where to download it (signed in) and until when. */
  queueDataExportReady(trx: Knex.Transaction, to: AccountEmailRecipient, expiresAt: Date): Promise<void> {
    return this.queue(
      trx,
      to,
      'data_export_ready',
      renderDataExportReadyEmail({
        fullName: to.fullName,
        settingsLink: settingsPage(this.deps.appBaseUrl),
        expiresAt,
      }),
    );
  }

  /** A provider sign-in ended the password and every session: the owner is told, and what to do if not them. */
  queuePasswordRemoved(
    trx: Knex.Transaction,
    to: AccountEmailRecipient,
    providerName: string,
  ): Promise<void> {
    return this.queue(
      trx,
      to,
      'password_removed',
      renderPasswordRemovedEmail({
        fullName: to.fullName,
        providerName,
        resetPageLink: forgotPasswordPage(this.deps.appBaseUrl),
      }),
    );
  }

  /** `to.email` is the NEW address: following the link proves the user can read it. */
  async queueEmailChangeConfirmation(
    trx: Knex.Transaction,
    to: AccountEmailRecipient,
    token: string,
  ): Promise<void> {
    // Until identity states an address again, it is unknown whether the user moved to this one.
    await noteEmailChangeRequested(trx, to.userId, to.occurredAt);
    return this.queue(
      trx,
      to,
      'confirm_email_change',
      renderEmailChangeEmail({
        fullName: to.fullName,
        newEmail: to.email,
        link: emailChangeLink(this.deps.appBaseUrl, token),
      }),
    );
  }

  /** `to.email` is the OLD address: the account moved away from it; the link moves it back. */
  async queueEmailChangedNotice(
    trx: Knex.Transaction,
    to: AccountEmailRecipient,
    newEmail: string,
    undoToken: string,
  ): Promise<void> {
    // The event states the account's address now: it settles a pending change for the notices naming only the user.
    await rememberAddress(trx, to.userId, {
      email: newEmail,
      fullName: to.fullName,
      learnedAt: to.occurredAt,
    });
    return this.queue(
      trx,
      to,
      'email_changed',
      renderEmailChangedEmail({
        fullName: to.fullName,
        newEmail,
        undoLink: emailUndoLink(this.deps.appBaseUrl, undoToken),
      }),
    );
  }

  private async queue(
    trx: Knex.Transaction,
    to: AccountEmailRecipient,
    template: EmailTemplate,
    email: RenderedEmail,
  ): Promise<void> {
    // Every other account event states the address the account has: remembered for the notices that name only
    // the user (a home inspection analyzed). The change confirmation goes to an address not yet the account's.
    // Nor is the old address a change moved away from.
    if (template !== 'confirm_email_change' && template !== 'email_changed') {
      await rememberAddress(trx, to.userId, {
        email: to.email,
        fullName: to.fullName,
        learnedAt: to.occurredAt,
      });
    }
    const emailId = await enqueueEmail(trx, {
      eventId: to.eventId,
      template,
      recipient: to.email,
      email,
      // The event's consumer span: the dispatcher's send joins the trace that asked for the e-mail.
      traceparent: activeTraceparent(),
    });
    afterCommit(trx, () => this.deps.dispatcher.notify());
    // Ids only: the body holds a token or a link, and with the user id a reader could use it.
    this.deps.logger.info({ eventId: to.eventId, userId: to.userId, emailId, template }, 'e-mail queued');
  }
}

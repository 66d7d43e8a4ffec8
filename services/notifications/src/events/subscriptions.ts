import { type EventConsumer, type TokenSeal } from '@homeward/kit';
import { topics } from '@homeward/protos/topics';
import type { AccountDeletion } from '../application/account-deletion';
import type { AccountEmails } from '../application/account-emails';
import type { DeadlineReminderNotices } from '../application/deadline-reminder-notices';
import type { InAppNotifications } from '../application/in-app-notifications';
import type { InspectionNotices } from '../application/inspection-notices';
import type { PurchaseNotices } from '../application/purchase-notices';
import type { TourNotices } from '../application/tour-notices';
import type { ProductAnalytics } from '../application/product-analytics';
import { onDeadlineApproached } from './on-deadline-events';
import { onEmailChangeRequested } from './on-email-change-requested';
import { onEmailChanged } from './on-email-changed';
import { onInspectionAnalyzed, onInspectionFailed } from './on-inspection-events';
import { onPasswordChanged, onPasswordRemoved, onPasswordResetRequested } from './on-password-events';
import { onPropertyCreated, onPropertyDeleted } from './on-property-events';
import { onDocumentCompleted, onPropertyUnlocked } from './on-purchase-events';
import { onTourCancelled, onTourConfirmed, onTourScheduled } from './on-tour-events';
import { onUserDeleted } from './on-user-deleted';
import { onUserRegistered, onVerificationRequested } from './on-user-registered';
import { onUserExportReady } from './on-user-export-ready';
import { onUserExportRequested } from './on-user-export-requested';
import { withProductAnalytics } from './with-product-analytics';

/** The use cases the events drive. */
export interface SubscriptionDeps {
  accountEmails: AccountEmails;
  /** A deleted account's notices, address and mail; its last e-mail. */
  accountDeletion: AccountDeletion;
  notifications: InAppNotifications;
  inspectionNotices: InspectionNotices;
  tourNotices: TourNotices;
  purchaseNotices: PurchaseNotices;
  deadlineReminders: DeadlineReminderNotices;
  productAnalytics: ProductAnalytics;
  /** Opens the single-use tokens the producers sealed for the e-mailed links. */
  tokens: TokenSeal;
}

/**
 * Every topic the notifications service consumes, in one place. Product analytics also listen to some of these
 * topics (and to a few of their own): `withProductAnalytics` adds their handler to a topic's, and `done()` subscribes
 * the rest, so keep every subscription between the two.
 */
export function subscribeToEvents(
  consumer: EventConsumer,
  {
    accountEmails,
    accountDeletion,
    notifications,
    inspectionNotices,
    tourNotices,
    purchaseNotices,
    deadlineReminders,
    productAnalytics,
    tokens,
  }: SubscriptionDeps,
): EventConsumer {
  return withProductAnalytics(consumer, productAnalytics)
    .subscribe(topics.userRegistered, onUserRegistered(accountEmails, tokens))
    .subscribe(topics.userVerificationRequested, onVerificationRequested(accountEmails, tokens))
    .subscribe(topics.userPasswordResetRequested, onPasswordResetRequested(accountEmails, tokens))
    .subscribe(topics.userPasswordChanged, onPasswordChanged(accountEmails))
    .subscribe(topics.userPasswordRemoved, onPasswordRemoved(accountEmails))
    .subscribe(topics.userEmailChangeRequested, onEmailChangeRequested(accountEmails, tokens))
    .subscribe(topics.userEmailChanged, onEmailChanged(accountEmails, tokens))
    .subscribe(topics.userDeleted, onUserDeleted(accountDeletion))
    .subscribe(topics.propertyCreated, onPropertyCreated(notifications))
    .subscribe(topics.propertyDeleted, onPropertyDeleted(notifications))
    .subscribe(topics.inspectionAnalyzed, onInspectionAnalyzed(inspectionNotices))
    .subscribe(topics.inspectionFailed, onInspectionFailed(inspectionNotices))
    .subscribe(topics.propertyUnlocked, onPropertyUnlocked(purchaseNotices))
    .subscribe(topics.documentCompleted, onDocumentCompleted(purchaseNotices))
    .subscribe(topics.documentDeadlineApproached, onDeadlineApproached(deadlineReminders))
    .subscribe(topics.tourScheduled, onTourScheduled(tourNotices, tokens))
    .subscribe(topics.tourConfirmed, onTourConfirmed(tourNotices))
    .subscribe(topics.tourCancelled, onTourCancelled(tourNotices))
    .subscribe(topics.userExportRequested, onUserExportRequested)
    .subscribe(topics.userExportReady, onUserExportReady(accountEmails))
    .done();
}

import { startService, tokenSealFromConfig, type Logger, type RunningService } from '@homeward/kit';
import { NotificationServiceService } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { migrations } from '../migrations';
import { AccountDeletion } from './application/account-deletion';
import { AccountEmails } from './application/account-emails';
import { DeadlineReminderNotices } from './application/deadline-reminder-notices';
import { EmailDispatcher } from './application/email-dispatcher';
import { InAppNotifications } from './application/in-app-notifications';
import { InspectionNotices } from './application/inspection-notices';
import { ProductAnalytics } from './application/product-analytics';
import { NotificationCentre } from './application/notification-centre';
import { PurchaseNotices } from './application/purchase-notices';
import { TourNotices } from './application/tour-notices';
import type { NotificationsConfig } from './config';
import { subscribeToEvents } from './events/subscriptions';
import { NotificationHandler } from './handlers/notification-handler';
import { createAnalyticsSink } from './providers/analytics';
import { createSmtpMailer } from './providers/smtp-mailer';

export type { RunningService };

/**
 * Starts every part on the kit's host. Shutdown runs in reverse: the servers stop taking calls, the consumer leaves
 * its group, the dispatcher finishes its pass, and only then does the database close. SMTP is deliberately not a
 * readiness check: while it is away e-mails wait in the queue, and the bell works.
 */
export function startNotificationsService(
  config: NotificationsConfig,
  logger: Logger,
): Promise<RunningService> {
  return startService(config, logger, async (host) => {
    const db = await host.database(migrations);
    // Publishes what notifications writes to its outbox: its part of a user's data export.
    host.outboxRelay(db);
    const mailer = createSmtpMailer({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    });
    host.onShutdown('smtp transport', () => mailer.close());
    const dispatcher = new EmailDispatcher({
      db,
      mailer,
      logger,
      pollIntervalMs: config.EMAIL_POLL_INTERVAL_MS,
      policy: {
        maxAttempts: config.EMAIL_MAX_ATTEMPTS,
        backoff: { initialMs: config.EMAIL_RETRY_INITIAL_MS, maxMs: config.EMAIL_RETRY_MAX_MS },
      },
    });
    dispatcher.start();
    host.onShutdown('email dispatcher', () => dispatcher.stop());
    const accountEmails = new AccountEmails({ appBaseUrl: config.APP_BASE_URL, dispatcher, logger });
    const notifications = new InAppNotifications({ db, logger });
    const accountDeletion = new AccountDeletion({ dispatcher, logger });
    const inspectionNotices = new InspectionNotices({ appBaseUrl: config.APP_BASE_URL, dispatcher, logger });
    // Registered before the consumer, so it is closed after the consumer stopped: the last events are flushed.
    const analyticsSink = createAnalyticsSink(config, logger);
    host.onShutdown('product analytics', () => analyticsSink.close());
    logger.info({ sink: analyticsSink.kind }, 'product analytics sink');
    const productAnalytics = new ProductAnalytics({ sink: analyticsSink, logger });
    const tourNotices = new TourNotices({
      appBaseUrl: config.APP_BASE_URL,
      tourDeskEmail: config.TOUR_DESK_EMAIL,
      dispatcher,
      logger,
    });
    const purchaseNotices = new PurchaseNotices({ logger });
    const deadlineReminders = new DeadlineReminderNotices({
      appBaseUrl: config.APP_BASE_URL,
      dispatcher,
      logger,
    });
    await host.eventConsumer(
      db,
      (consumer) =>
        subscribeToEvents(consumer, {
          accountEmails,
          accountDeletion,
          notifications,
          inspectionNotices,
          tourNotices,
          purchaseNotices,
          deadlineReminders,
          productAnalytics,
          tokens: tokenSealFromConfig(config),
        }),
      {
        sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
      },
    );
    return host.serve({
      services: [
        {
          definition: NotificationServiceService,
          implementation: new NotificationHandler(new NotificationCentre({ db })),
        },
      ],
    });
  });
}

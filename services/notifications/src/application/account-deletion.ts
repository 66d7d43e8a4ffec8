// A deleted account's part in notifications: its notices, its address and its mail go; one last e-mail confirms.
import { activeTraceparent, afterCommit, type Knex, type Logger } from '@homeward/kit';
import { renderAccountDeletedEmail } from '../domain/account-deleted-email';
import { isDeliverableAddress } from '../domain/email-address';
import { enqueueEmail } from '../store/outgoing-emails';
import {
  deleteEmailsTo,
  deleteUserContact,
  deleteUserNotifications,
  knownAddress,
  markUserDeleted,
} from '../store/user-deletion';

export interface AccountDeletionDeps {
  dispatcher: { notify(): void };
  logger: Logger;
}

export interface DeletedAccount {
  eventId: string;
  userId: string;
  /** The address the account had, from the event: the last e-mail goes there, and is the only copy kept. */
  email: string;
  fullName: string;
}

export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  /**
   * In the event's transaction: the user is remembered as deleted (by id, so an event already on its way brings
   * back no notice or address), their notices and known address go, and every e-mail to their addresses, queued or
   * kept after sending. Then the one e-mail "Your Homeward account was deleted" is queued to the event's address;
   * once settled, its row keeps no address either (the dispatcher). A second event deletes again and mails nothing.
   */
  async deleteUser(trx: Knex.Transaction, account: DeletedAccount): Promise<void> {
    const first = await markUserDeleted(trx, account.userId);
    const addresses = [account.email, (await knownAddress(trx, account.userId)) ?? ''];
    const notices = await deleteUserNotifications(trx, account.userId);
    await deleteUserContact(trx, account.userId);
    const emails = await deleteEmailsTo(trx, addresses);
    const log = this.deps.logger.child({ eventId: account.eventId, userId: account.userId });
    log.info({ notices, emails }, "deleted account's notices and mail removed");
    if (!first) return;
    if (!isDeliverableAddress(account.email)) {
      log.warn('user.deleted carries no deliverable address; no confirmation e-mail');
      return;
    }
    await enqueueEmail(trx, {
      eventId: account.eventId,
      template: 'account_deleted',
      recipient: account.email,
      email: renderAccountDeletedEmail({ fullName: account.fullName }),
      traceparent: activeTraceparent(),
    });
    afterCommit(trx, () => this.deps.dispatcher.notify());
  }
}

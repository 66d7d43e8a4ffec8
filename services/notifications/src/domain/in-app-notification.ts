import type { NotificationContent } from './property-notifications';

/** One notification of the bell, as stored for its user. */
export interface InAppNotification extends NotificationContent {
  id: string;
  /** The property or other aggregate it is about; '' when none. */
  subjectId: string;
  /** The SPA path the notification opens (e.g. a home inspection report); '' when it goes nowhere. */
  link: string;
  read: boolean;
  createdAt: Date;
}

import type { InAppNotification } from './in-app-notification';

/** A page of the bell when the caller names no size; the largest it may name. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

/**
 * A notification's place in the newest-first order. `createdAt` keeps the stored microseconds (a JavaScript Date
 * would round them to milliseconds, and two notices of one millisecond would then skip or repeat across pages).
 */
export interface NotificationPosition {
  createdAt: string;
  id: string;
}

export interface NotificationPageRequest {
  pageSize: number;
  /** Only notices strictly older than this one; absent for the newest page. */
  before?: NotificationPosition;
}

export interface NotificationPage {
  notifications: InAppNotification[];
  /** Unread notices of the user over all pages, for the badge. */
  unreadCount: number;
  /** Where the next (older) page starts; absent on the last page. */
  next?: NotificationPosition;
}

/** The caller's notice to mark read does not exist, or is someone else's: the two look the same from outside. */
export class NotificationNotFoundError extends Error {
  constructor() {
    super('Notification not found');
    this.name = 'NotificationNotFoundError';
  }
}

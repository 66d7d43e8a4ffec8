// kafkajs 2.2.4's request queue (one per broker connection) re-arms its "check pending requests" timer even when
// nothing is pending and nothing is throttled: `throttledUntil - Date.now()` is then negative, so the timer fires
// after 1 ms and re-arms itself, for as long as the connection lives. An idle service woke about 860 times a second
// (strace); the seven idle services of `npm start` spent 30 % of a core instead of 19 %, and every pod pays the same.
// Upstream: https://github.com/tulios/kafkajs/issues/1556 (fixes proposed in PRs 1667 and 1768, not released).
// The replacement below is the proposed fix: with nothing pending, a timer is armed only while client-side
// throttling lasts; a request enqueued later schedules its own check (push), and a fulfilled one checks the queue.

/** kafkajs' own interval for re-checking pending requests while throttled (its CHECK_PENDING_REQUESTS_INTERVAL). */
const CHECK_PENDING_REQUESTS_INTERVAL_MS = 10;

interface RequestQueueInternals {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

function scheduleCheckPendingRequests(this: RequestQueueInternals): void {
  if (this.throttleCheckTimeoutId) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  let delay: number;
  if (this.pending.length > 0)
    delay = untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_REQUESTS_INTERVAL_MS;
  else if (untilUnthrottled > 0) delay = untilUnthrottled;
  else return;
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, delay);
}

/** Replaces the scheduler of kafkajs' request queue (its test pins the kafkajs release this was written against). */
export function fixKafkajsIdleTimerLoop(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- kafkajs exports no path to its request queue
  const RequestQueue = require('kafkajs/src/network/requestQueue') as { prototype: RequestQueueInternals };
  RequestQueue.prototype.scheduleCheckPendingRequests = scheduleCheckPendingRequests;
}

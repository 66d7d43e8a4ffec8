import { runService } from '@homeward/kit';
import { loadNotificationsConfig } from './config';
import { startNotificationsService } from './service';

// The service's own parts each get the kit's per-hook timeout; this bounds the whole of them (an SMTP send and a
// consumer leaving its group can each take seconds).
runService('notifications', loadNotificationsConfig, startNotificationsService, {
  shutdownTimeoutMs: 60_000,
});

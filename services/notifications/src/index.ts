// The package's public entry: what the stack and other services' integration tests start.
export { loadNotificationsConfig, type NotificationsConfig } from './config';
export { startNotificationsService, type RunningService } from './service';

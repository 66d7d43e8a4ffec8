/**
 * Every metric name Homeward exports, defined once before use (dashboards and alert rules key on these strings).
 * Add a name here first; registry.ts is the only place that instantiates them.
 */
export const METRIC = {
  grpcServerDuration: 'homeward_grpc_server_handling_seconds',
  grpcClientDuration: 'homeward_grpc_client_handling_seconds',
  httpRequestDuration: 'homeward_http_request_duration_seconds',
  outboxBacklog: 'homeward_outbox_backlog',
  outboxPublished: 'homeward_outbox_published_total',
  outboxPublishFailures: 'homeward_outbox_publish_failures_total',
  eventsConsumed: 'homeward_events_consumed_total',
  eventsDeadLettered: 'homeward_events_dead_lettered_total',
  consumerLag: 'homeward_kafka_consumer_lag',
  usersRegistered: 'homeward_users_registered_total',
  signIns: 'homeward_sign_ins_total',
  signInsThrottled: 'homeward_sign_ins_throttled_total',
  passwordResets: 'homeward_password_resets_total',
  propertiesCreated: 'homeward_properties_created_total',
  propertiesUnlocked: 'homeward_properties_unlocked_total',
  payments: 'homeward_payments_total',
  webhookEvents: 'homeward_payment_webhook_events_total',
  propertyDataLookups: 'homeward_property_data_lookups_total',
  emailsSent: 'homeward_emails_sent_total',
  notificationsStored: 'homeward_notifications_stored_total',
} as const;

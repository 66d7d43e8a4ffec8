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
  outboxOldestUnpublishedAge: 'homeward_outbox_oldest_unpublished_age_seconds',
  eventRowsPruned: 'homeward_event_rows_pruned_total',
  eventsConsumed: 'homeward_events_consumed_total',
  eventsDeadLettered: 'homeward_events_dead_lettered_total',
  consumerLag: 'homeward_kafka_consumer_lag',
} as const;

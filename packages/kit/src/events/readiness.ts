import type { Consumer, Producer } from 'kafkajs';
import type { ReadinessCheck } from '../ops-server';

export type KafkaClient = Producer | Consumer;

/** Something that judges its own connection, e.g. a SupervisedConsumer that replaces crashed kafkajs consumers. */
export interface ConnectionSource {
  connectionState(): ConnectionState;
}

export type ConnectionStatus = 'not_connected' | 'connected' | 'disconnected' | 'crashed';

export interface ConnectionState {
  status: ConnectionStatus;
  /** Why a consumer crashed (kafkajs restarts it itself when the error is retriable). */
  detail?: string;
}

const states = new WeakMap<KafkaClient, ConnectionState>();

/**
 * Follows a kafkajs client's CONNECT / DISCONNECT / CRASH instrumentation events. Readiness is judged from these
 * instead of probing the broker: a probe would need the admin API (unusable on the local mock broker) and would
 * load the cluster from every pod every few seconds. Call it before connecting, or the CONNECT event is missed;
 * createProducer and EventConsumer do. Idempotent.
 */
export function trackConnection(client: KafkaClient): ConnectionState {
  const existing = states.get(client);
  if (existing) return existing;
  const state: ConnectionState = { status: 'not_connected' };
  states.set(client, state);
  const set = (status: ConnectionStatus, detail?: string) => {
    state.status = status;
    state.detail = detail;
  };
  if (isConsumer(client)) {
    client.on(client.events.CONNECT, () => set('connected'));
    // kafkajs restarts a consumer after a retriable crash without a new CONNECT; rejoining the group is the
    // sign that it is consuming again.
    client.on(client.events.GROUP_JOIN, () => set('connected'));
    client.on(client.events.DISCONNECT, () => {
      // a crash disconnects first and reports the crash right after; keep the more telling state
      if (state.status !== 'crashed') set('disconnected');
    });
    client.on(client.events.CRASH, (event) => {
      const what = event.payload.restart ? 'restarting after' : 'stopped after';
      set('crashed', `${what}: ${event.payload.error.message}`);
    });
  } else {
    client.on(client.events.CONNECT, () => set('connected'));
    client.on(client.events.DISCONNECT, () => set('disconnected'));
  }
  return state;
}

export function isConnected(client: KafkaClient): boolean {
  return trackConnection(client).status === 'connected';
}

/**
 * A /readyz check that fails while any of the named clients is not connected, e.g.
 * `kafkaReadinessCheck({ producer })`; EventConsumer#readinessCheck covers a consumer.
 */
export function kafkaReadinessCheck(clients: Record<string, KafkaClient | ConnectionSource>): ReadinessCheck {
  const stateOf = (client: KafkaClient | ConnectionSource) =>
    'connectionState' in client ? client.connectionState() : trackConnection(client);
  for (const client of Object.values(clients)) stateOf(client);
  return async () => {
    const problems = Object.entries(clients)
      .map(([name, client]) => [name, stateOf(client)] as const)
      .filter(([, state]) => state.status !== 'connected')
      .map(
        ([name, state]) =>
          `${name}: ${state.status.replace('_', ' ')}${state.detail ? ` (${state.detail})` : ''}`,
      );
    if (problems.length > 0) throw new Error(`kafka ${problems.join('; ')}`);
  };
}

function isConsumer(client: KafkaClient): client is Consumer {
  return 'subscribe' in client;
}

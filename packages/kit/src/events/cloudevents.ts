import type { IHeaders } from 'kafkajs';

/**
 * CloudEvents Kafka protocol binding, binary content mode: the event's attributes travel as `ce_*` headers and
 * the record value is the bare protobuf payload, so a consumer can route and deduplicate without decoding it.
 */
export const CE_HEADER = {
  specversion: 'ce_specversion',
  id: 'ce_id',
  type: 'ce_type',
  source: 'ce_source',
  time: 'ce_time',
  contentType: 'content-type',
} as const;

export const CE_SPEC_VERSION = '1.0';
export const PROTOBUF_CONTENT_TYPE = 'application/protobuf';

export interface CloudEventAttributes {
  id: string;
  type: string;
  source: string;
  /** RFC 3339. */
  time: string;
}

export function cloudEventHeaders(attributes: CloudEventAttributes): Record<string, string> {
  return {
    [CE_HEADER.specversion]: CE_SPEC_VERSION,
    [CE_HEADER.id]: attributes.id,
    [CE_HEADER.type]: attributes.type,
    [CE_HEADER.source]: attributes.source,
    [CE_HEADER.time]: attributes.time,
    [CE_HEADER.contentType]: PROTOBUF_CONTENT_TYPE,
  };
}

/** A header as text; kafkajs hands consumed headers over as Buffers (or arrays of them when repeated). */
export function headerText(headers: IHeaders | undefined, name: string): string | undefined {
  const value = headers?.[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : first.toString('utf8');
}

/** Reads the attributes back; throws when a required one is missing, which makes the message undeliverable. */
export function readCloudEventAttributes(headers: IHeaders | undefined): CloudEventAttributes {
  const read = (name: string) => {
    const value = headerText(headers, name);
    if (!value) throw new Error(`missing CloudEvents header ${name}`);
    return value;
  };
  const specversion = read(CE_HEADER.specversion);
  if (specversion !== CE_SPEC_VERSION) throw new Error(`unsupported CloudEvents specversion ${specversion}`);
  return {
    id: read(CE_HEADER.id),
    type: read(CE_HEADER.type),
    source: read(CE_HEADER.source),
    time: read(CE_HEADER.time),
  };
}

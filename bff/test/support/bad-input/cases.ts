// Requests for the bad-input campaign, generated from the BFF's OpenAPI document: each operation's path, parameters,
// body media types and JSON schemas say what a right request looks like; each case takes one and breaks it in one
// way (a defect). Nothing here names a route: a route added to the table is in the campaign at once.
import fc from 'fast-check';
import {
  edgeNumbers,
  malformedJsonBodies,
  ONE_MEGABYTE,
  unstorableText,
  unusualText,
  wrongTypesFor,
} from './hostile-values';

type JsonSchema = Record<string, unknown>;

export interface Operation {
  method: string;
  /** OpenAPI template, `/api/properties/{id}`. */
  path: string;
  operationId: string;
  session: boolean;
  csrf: boolean;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  /** Media types the body may be sent in, and its schema (undefined: the route reads no body). */
  body?: { mediaTypes: string[]; schema: JsonSchema };
}

/** `forged_cookie`: a session cookie that is not one (garbage, truncated, another format). */
export type Who = 'owner' | 'other_user' | 'signed_out' | 'forged_cookie';

/**
 * `mustRefuse` defects make any request invalid: a route that answers one with 2xx has accepted bad input. The others
 * may be legitimate input (unusual text, numbers at the edges), so only "no 5xx, no leak" holds for them.
 */
export const DEFECTS = {
  no_csrf: { mustRefuse: true },
  malformed_json: { mustRefuse: true },
  wrong_content_type: { mustRefuse: true },
  wrong_type: { mustRefuse: true },
  missing_required: { mustRefuse: true },
  unstorable_text: { mustRefuse: true },
  huge_body: { mustRefuse: true },
  array_body: { mustRefuse: true },
  hostile_path_param: { mustRefuse: true },
  unusual_text: { mustRefuse: false },
  edge_numbers: { mustRefuse: false },
  long_query: { mustRefuse: false },
  deep_nesting: { mustRefuse: false },
} as const;
export type Defect = keyof typeof DEFECTS;

export interface Case {
  operation: Operation;
  who: Who;
  defect: Defect;
  /** The concrete path. */
  url: string;
  headers: Record<string, string>;
  /** The bytes of the body and their declared type; absent: no body. */
  body?: { contentType: string; text: string };
}

/** The ids of real things the owner has, so paths look right and reach the services' queries. */
export interface KnownIds {
  uuids: string[];
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

export function operationsOf(document: { paths: Record<string, Record<string, JsonSchema>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters as JsonSchema[] | undefined) ?? [];
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      const declaredPathParams = new Map(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name as string, p.schema as JsonSchema]),
      );
      // A wildcard (`{key}` of `*key`) is in the template without a schema of its own.
      const templateParams = [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '');
      const jsonLike =
        content && Object.entries(content).find(([type]) => type === JSON_TYPE || type === FORM_TYPE);
      operations.push({
        method,
        path,
        operationId: String(op.operationId),
        session: Array.isArray(op.security) && op.security.length > 0,
        csrf: parameters.some((p) => p.in === 'header' && p.name === 'X-Requested-With' && p.required),
        pathParams: templateParams.map((name) => ({
          name,
          schema: declaredPathParams.get(name) ?? { type: 'string' },
        })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({
            name: p.name as string,
            schema: p.schema as JsonSchema,
            required: p.required === true,
          })),
        body: content
          ? {
              mediaTypes: Object.keys(content),
              schema: jsonLike ? jsonLike[1].schema : {},
            }
          : undefined,
      });
    }
  }
  return operations;
}

// ---- a right-looking value for a schema ----

function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((t) => t !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  return undefined;
}

function choices(schema: JsonSchema): JsonSchema[] | undefined {
  return (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
}

/** A value the schema would likely accept (fields filled with plausible data; ids from the owner's things). */
export function plausible(schema: JsonSchema, ids: KnownIds, depth = 0): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const options = choices(schema);
  if (options?.length) return fc.oneof(...options.map((option) => plausible(option, ids, depth + 1)));
  switch (typeOf(schema)) {
    case 'string':
      return plausibleString(schema, ids);
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : min + 1000;
      return fc.integer({
        min: Math.ceil(min),
        max: Math.max(Math.ceil(min), Math.floor(Math.min(max, 1e9))),
      });
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(plausible((schema.items as JsonSchema) ?? {}, ids, depth + 1), { maxLength: 2 });
    case 'object':
      return depth > 3 ? fc.constant({}) : plausibleObject(schema, ids, depth);
    default:
      return fc.constantFrom<unknown>('x', 1, true);
  }
}

function plausibleString(schema: JsonSchema, ids: KnownIds): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids.uuids), fc.uuid());
  if (schema.format === 'email') return fc.constantFrom('buyer@example.com', 'someone@example.org');
  if (schema.format === 'date-time') return fc.constant('2027-03-01T15:00:00.000Z');
  if (schema.format === 'date') return fc.constant('2027-03-01');
  return fc.constantFrom('Abcde1!', '1423 Maple Ridge Dr, Austin, TX 78745', 'sample', 'abc');
}

function plausibleObject(schema: JsonSchema, ids: KnownIds, depth: number): fc.Arbitrary<unknown> {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties))
    record[name] = plausible(property, ids, depth + 1);
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(record, { requiredKeys });
}

// ---- breaking it ----

/** The leaf fields of an object schema: [path, schema] pairs (objects and arrays included, one level per object). */
function fieldsOf(schema: JsonSchema, prefix: string[] = [], depth = 0): [string[], JsonSchema][] {
  const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
  const fields: [string[], JsonSchema][] = [];
  for (const [name, property] of Object.entries(properties)) {
    const path = [...prefix, name];
    fields.push([path, property]);
    if (depth < 2 && typeOf(property) === 'object') fields.push(...fieldsOf(property, path, depth + 1));
  }
  return fields;
}

function setAt(value: unknown, path: string[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const object = typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {};
  const [head = '', ...rest] = path;
  (object as Record<string, unknown>)[head] = setAt(
    (object as Record<string, unknown>)[head],
    rest,
    replacement,
  );
  return object;
}

const DEEP_MARK = '__deeply_nested__';

/** `[[[...]]]` or `{"a":{"a":...}}` as JSON text, `depth` levels (as text: stringifying it would overflow here). */
function nestedJson(depth: number): string {
  return depth % 2 === 0
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

function withoutKey(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const { [key]: _removed, ...rest } = value as Record<string, unknown>;
  return rest;
}

/** Which defects make sense for an operation, as this caller. */
export function defectsFor(operation: Operation, who: Who): Defect[] {
  const defects: Defect[] = [];
  const hasFields = operation.body && fieldsOf(operation.body.schema).length > 0;
  const parsedBody =
    operation.body && operation.body.mediaTypes.some((type) => type === JSON_TYPE || type === FORM_TYPE);
  if (operation.csrf) defects.push('no_csrf');
  if (operation.pathParams.length > 0) defects.push('hostile_path_param');
  if (operation.body) defects.push('malformed_json', 'huge_body');
  if (parsedBody) defects.push('wrong_content_type', 'array_body');
  if (hasFields) defects.push('wrong_type', 'unstorable_text');
  if (operation.body && ((operation.body.schema.required as string[] | undefined)?.length ?? 0) > 0)
    defects.push('missing_required');
  if (operation.query.length > 0) defects.push('unstorable_text', 'long_query');
  // Legitimate-looking input may be accepted; the owner's things are then left alone by sending it as someone else.
  if (who !== 'owner' && (hasFields || operation.query.length > 0))
    defects.push('unusual_text', 'edge_numbers');
  if (who !== 'owner' && hasFields) defects.push('deep_nesting');
  // Without a valid session a session route answers 401 before it reads any input: two defects say as much as all.
  if (operation.session && (who === 'signed_out' || who === 'forged_cookie')) return defects.slice(0, 2);
  // A read changes nothing, so the owner may send it anything.
  if (who === 'owner' && operation.method === 'get')
    return [...new Set([...defects, 'unusual_text', 'edge_numbers'] as Defect[])].filter((d) =>
      d === 'unusual_text' || d === 'edge_numbers' ? operation.query.length > 0 : true,
    );
  return [...new Set(defects)];
}

const hostilePathValue = fc.oneof(
  unstorableText,
  unusualText.filter((text) => text.length > 0),
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '..',
    '%',
    'a'.repeat(5000),
    '-1',
    '1e309',
  ),
);

function encodePath(value: string): string {
  // A lone surrogate has no UTF-8 form; encodeURIComponent throws on it, so its bytes are written as WTF-8 would.
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          const code = char.charCodeAt(0);
          return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
        }
      })
      .join('');
  }
}

function queryString(values: Record<string, unknown>): string {
  const parts = Object.entries(values).map(([name, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${encodePath(name)}=${encodePath(text ?? '')}`;
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function formText(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return String(value);
  return Object.entries(value)
    .map(
      ([key, item]) =>
        `${encodePath(key)}=${encodePath(typeof item === 'string' ? item : JSON.stringify(item))}`,
    )
    .join('&');
}

/** Defects that go into one field: the sweep tries each field (the one a service queries may be any of them). */
export const FIELD_DEFECTS: ReadonlySet<Defect> = new Set([
  'wrong_type',
  'unstorable_text',
  'unusual_text',
  'edge_numbers',
]);

/** How many fields a field defect can go into (body fields, or query parameters when there is no body field). */
export function fieldCount(operation: Operation): number {
  const bodyFields = operation.body ? fieldsOf(operation.body.schema).length : 0;
  return Math.max(1, bodyFields + operation.query.length);
}

/**
 * One request for an operation, as a caller, with one defect; `target` picks the field of a field defect (body
 * fields first, then query parameters), else it is drawn.
 */
export function caseArbitrary(
  operation: Operation,
  who: Who,
  defect: Defect,
  ids: KnownIds,
  target?: number,
): fc.Arbitrary<Case> {
  const pathValues = fc.tuple(
    ...operation.pathParams.map((param) => plausible(param.schema, ids).map((value) => String(value))),
  );
  const queryValues = plausibleObject(
    {
      properties: Object.fromEntries(operation.query.map((q) => [q.name, q.schema])),
      required: operation.query.filter((q) => q.required).map((q) => q.name),
    },
    ids,
    0,
  );
  const bodyValue = operation.body ? plausible(operation.body.schema, ids) : fc.constant(undefined);
  const fields = operation.body ? fieldsOf(operation.body.schema) : [];
  const badParamIndex = fc.nat({ max: Math.max(0, operation.pathParams.length - 1) });
  const targetIndex = target === undefined ? fc.nat({ max: fieldCount(operation) - 1 }) : fc.constant(target);
  return fc
    .record({
      path: pathValues,
      query: queryValues,
      body: bodyValue,
      badParam: badParamIndex,
      badParamValue: hostilePathValue,
      target: targetIndex,
      depth: fc.integer({ min: 5_000, max: 45_000 }),
      unstorable: unstorableText,
      unusual: unusualText,
      number: edgeNumbers,
      malformed: malformedJsonBodies,
      contentType: fc.constantFrom(
        'text/plain',
        'application/xml',
        'application/json; charset=utf-16',
        'application/json; charset=klingon',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'application/x-www-form-urlencoded; charset=utf-7',
        'image/png',
      ),
    })
    .chain((drawn) => {
      const field = fields[drawn.target];
      const query = operation.query[drawn.target - fields.length];
      const wrongFor = wrongTypesFor(typeOf(field?.[1] ?? query?.schema ?? {}));
      return wrongFor.map((wrong) => ({ ...drawn, wrong }));
    })
    .map((drawn): Case => {
      const pathParts = [...drawn.path];
      let query = drawn.query as Record<string, unknown>;
      let body: unknown = drawn.body;
      let rawBody: { contentType: string; text: string } | undefined;
      const headers: Record<string, string> = operation.csrf ? { 'X-Requested-With': 'XMLHttpRequest' } : {};
      const field = fields[drawn.target];
      const queryName = operation.query[drawn.target - fields.length]?.name ?? operation.query[0]?.name;
      const textTarget = (value: unknown) => {
        if (field) body = setAt(body, field[0], value);
        else if (queryName) query = { ...query, [queryName]: value };
      };
      switch (defect) {
        case 'no_csrf':
          delete headers['X-Requested-With'];
          break;
        case 'hostile_path_param':
          pathParts[drawn.badParam] = drawn.badParamValue;
          break;
        case 'malformed_json':
          rawBody = { contentType: JSON_TYPE, text: drawn.malformed };
          break;
        case 'wrong_content_type':
          rawBody = { contentType: drawn.contentType, text: JSON.stringify(body ?? {}) };
          break;
        case 'wrong_type':
          textTarget(drawn.wrong);
          break;
        case 'missing_required': {
          const required = (operation.body?.schema.required as string[] | undefined) ?? [];
          body = withoutKey(body, required[drawn.target % required.length] ?? '');
          break;
        }
        case 'unstorable_text':
          textTarget(drawn.unstorable);
          break;
        case 'unusual_text':
          textTarget(drawn.unusual);
          break;
        case 'edge_numbers':
          textTarget(drawn.number);
          break;
        case 'huge_body':
          if (field) body = setAt(body, field[0], 'x'.repeat(ONE_MEGABYTE));
          else
            rawBody = {
              contentType: operation.body?.mediaTypes[0] ?? JSON_TYPE,
              text: 'x'.repeat(ONE_MEGABYTE),
            };
          break;
        case 'array_body':
          body = [body, body];
          break;
        case 'deep_nesting':
          // Fits in the 100 kB body limit; deep enough to overflow any recursive walk of the value.
          if (field) body = setAt(body, field[0], DEEP_MARK);
          break;
        case 'long_query':
          if (queryName) query = { ...query, [queryName]: 'q'.repeat(4000) };
          break;
      }
      const mediaType = operation.body?.mediaTypes.includes(JSON_TYPE)
        ? JSON_TYPE
        : (operation.body?.mediaTypes[0] ?? JSON_TYPE);
      if (!rawBody && operation.body) {
        rawBody =
          mediaType === FORM_TYPE && !operation.body.mediaTypes.includes(JSON_TYPE)
            ? { contentType: FORM_TYPE, text: formText(body) }
            : {
                contentType: mediaType,
                text: JSON.stringify(body ?? {}).replace(`"${DEEP_MARK}"`, () => nestedJson(drawn.depth)),
              };
      }
      let index = 0;
      const url =
        operation.path.replace(/\{[^{}]+\}/g, () => encodePath(pathParts[index++] ?? '')) +
        queryString(query);
      return { operation, who, defect, url, headers, body: rawBody };
    });
}

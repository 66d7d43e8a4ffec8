// Generates the OpenAPI 3.1 document from the route table and the contract's zod schemas (zod 4's toJSONSchema,
// whose JSON Schema 2020-12 output is OpenAPI 3.1's schema dialect). Nothing here is written by hand per route.
import { z } from 'zod';
import { apiErrorSchema, CSRF_HEADER, CSRF_HEADER_VALUE } from '../api/errors';
import { MEDIA_TYPES } from '../http/body';
import { SESSION_COOKIE } from '../session/session-cookie';
import { requiresCsrf, type AnyRoute } from '../routes/route';

type JsonSchema = Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed or invalid input; `fields` names each invalid field',
  401: 'No valid session (or wrong credentials on sign-in)',
  403: 'Missing CSRF header or not allowed',
  404: 'Not found',
  402: 'The card was declined; `message` is the card error',
  409: 'Conflicts with the current state',
  410: 'A link that was real but has expired',
  413: 'Body larger than its limit (100 kB; an upload 100 MB and a declared Content-Length), or a form field too large',
  415: 'Body in an unsupported media type',
  429: 'Too many attempts',
  500: 'Unexpected error (generic message, never a stack trace)',
  503: 'A downstream service is unavailable or too slow',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/properties/:id` -> `/api/properties/{id}`; a wildcard `*key` (the rest of the path) -> `{key}`. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/[:*]([A-Za-z0-9_]+)/g, '{$1}');
}

function parameters(route: AnyRoute): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema as z.ZodType, 'input');
    const required = new Set((object.required as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries((object.properties as Record<string, JsonSchema>) ?? {})) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: property });
    }
  }
  for (const header of route.headers ?? []) {
    list.push({
      name: header.name,
      in: 'header',
      required: header.required,
      description: header.description,
      schema: { type: 'string' },
    });
  }
  if (requiresCsrf(route)) {
    list.push({
      name: CSRF_HEADER,
      in: 'header',
      required: true,
      description: 'CSRF defence: required on every state-changing request',
      schema: { type: 'string', const: CSRF_HEADER_VALUE },
    });
  }
  return list;
}

function errorStatuses(route: AnyRoute): number[] {
  const statuses = new Set<number>(route.errors ?? []);
  if (route.body || route.query) statuses.add(400);
  if (route.params) statuses.add(404);
  if (route.auth === 'session') statuses.add(401);
  if (requiresCsrf(route)) statuses.add(403);
  if (route.body) [413, 415].forEach((code) => statuses.add(code));
  if (route.rawBody || route.streamBody) statuses.add(413);
  if (!route.ops) [500, 503].forEach((code) => statuses.add(code));
  return [...statuses].sort((a, b) => a - b);
}

function responses(route: AnyRoute): JsonSchema {
  const result: JsonSchema = {};
  const success = route.success;
  const sessionCookieHeader = success.setsSessionCookie && {
    'Set-Cookie': {
      description: `\`__Host-${SESSION_COOKIE}\` (\`${SESSION_COOKIE}\` over plain-http localhost): the encrypted session (HttpOnly, SameSite=Lax, Path=/, Secure outside localhost)`,
      schema: { type: 'string' },
    },
  };
  if (success.status === 204) {
    result['204'] = { description: success.description };
  } else if (success.status === 302) {
    result['302'] = {
      description: success.description,
      headers: { Location: { schema: { type: 'string' } }, ...sessionCookieHeader },
    };
  } else if (success.schema) {
    result[String(success.status)] = {
      description: success.description,
      content: { 'application/json': { schema: jsonSchema(success.schema, 'output') } },
      ...(sessionCookieHeader && { headers: sessionCookieHeader }),
    };
  } else {
    result[String(success.status)] = {
      description: success.description,
      content: {
        [success.contentType ?? 'text/plain']: {
          schema:
            success.contentType?.startsWith('text/') === false
              ? { type: 'string', format: 'binary' }
              : { type: 'string' },
        },
      },
    };
  }
  for (const [code, extra] of Object.entries(route.extraResponses ?? {})) {
    result[code] = {
      description: extra.description,
      content: { 'application/json': { schema: jsonSchema(extra.schema, 'output') } },
    };
  }
  // A browser link answers failures with a redirect too; only the errors it declares are JSON.
  const statuses = route.success.status === 302 ? [...(route.errors ?? [])] : errorStatuses(route);
  for (const code of statuses) {
    result[String(code)] ??= {
      description: ERROR_DESCRIPTIONS[code] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return result;
}

function operation(route: AnyRoute): JsonSchema {
  const op: JsonSchema = {
    operationId: route.operationId,
    summary: route.summary,
    tags: [route.tag],
    security: route.auth === 'session' ? [{ sessionCookie: [] }] : [],
    responses: responses(route),
  };
  const params = parameters(route);
  if (params.length > 0) op.parameters = params;
  if (route.body) {
    const schema = jsonSchema(route.body.schema as z.ZodType, 'input');
    op.requestBody = {
      required: true,
      content: Object.fromEntries(route.body.accepts.map((format) => [MEDIA_TYPES[format], { schema }])),
    };
  } else if (route.rawBody) {
    op.requestBody = {
      required: true,
      description: route.rawBody.description,
      content: { [route.rawBody.mediaType]: { schema: {} } },
    };
  } else if (route.streamBody) {
    op.requestBody = {
      required: true,
      description: route.streamBody.description,
      content: { [route.streamBody.mediaType]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  return op;
}

export interface OpenApiInfo {
  title?: string;
  version?: string;
}

export function buildOpenApiDocument(routes: readonly AnyRoute[], info: OpenApiInfo = {}) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title ?? 'Homeward BFF API',
      version: info.version ?? '1.0.0',
      description:
        'The browser-facing API of Homeward. Sessions live in an encrypted HttpOnly cookie; every state-changing ' +
        `request needs \`${CSRF_HEADER}: ${CSRF_HEADER_VALUE}\`. Errors are \`{error, message, fields?}\`.`,
    },
    tags: [...new Set(routes.map((route) => route.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
      },
    },
  };
}

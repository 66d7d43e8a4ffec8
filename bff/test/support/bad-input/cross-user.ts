// The campaign's second question: can one user read or change another's things? Every operation of the OpenAPI
// document that names a resource by id (a uuid path parameter, body field or query parameter) is sent as a second,
// signed-in user with a right-looking request naming the owner's things instead of their own. Each must answer 404 or
// 403 (or refuse its other fields with a 400) and carry none of the owner's data; the campaign then checks that the
// owner's things are as they were.
import fc from 'fast-check';
import { plausible, type Operation } from './cases';

type JsonSchema = Record<string, unknown>;

export interface CrossUserCase {
  operation: Operation;
  url: string;
  headers: Record<string, string>;
  body?: { contentType: string; text: string };
}

const isId = (schema: JsonSchema | undefined) => schema?.format === 'uuid';

/** Body fields that hold an id, one object deep (`property.id` of the spec's streetview payload): dotted paths. */
function idFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  const properties = (schema?.properties as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).flatMap(([name, property]) =>
    isId(property) ? [`${prefix}${name}`] : prefix ? [] : idFields(property, `${name}.`),
  );
}

function setPath(object: Record<string, unknown>, dotted: string, value: string): void {
  const [head = '', rest] = dotted.split('.');
  if (rest === undefined) object[head] = value;
  else {
    const inner = object[head];
    object[head] = { ...(typeof inner === 'object' && inner !== null ? inner : {}), [rest]: value };
  }
}

/** Whether the operation names a resource by id anywhere a caller can put one. */
export function namesAResource(operation: Operation): boolean {
  return (
    operation.session &&
    (operation.pathParams.some((param) => isId(param.schema)) ||
      operation.query.some((param) => isId(param.schema)) ||
      idFields(operation.body?.schema).length > 0)
  );
}

/**
 * Right bodies for the operations whose generated plausible body their rules refuse (a phone, an amount, a file name,
 * a date); a route that names a resource and refuses every generated body needs its line here, or the campaign fails
 * on it as unchecked.
 */
const RIGHT_BODIES: Record<string, (id: string) => Record<string, unknown>> = {
  'patch /api/properties/{id}': () => ({ price: 400_000, property_price: 400_000 }),
  'post /api/stripe/create-payment': (id) => ({ amount: 99, propertyId: id }),
  'post /api/presigned_url': (id) => ({
    property_id: id,
    filename: 'report.pdf',
    file_type: 'home_inspection_report',
    content_type: 'application/pdf',
  }),
  'post /api/properties/{id}/objections': () => ({
    inspection_id: '00000000-0000-4000-8000-000000000001',
    items: [{ title: 'Roof leak', remedy: 'repair', cost_from: 100, cost_to: 200 }],
    sent_on: '2027-03-01',
    seller_response_due: '2027-03-04',
    resolution_deadline: '2027-03-08',
  }),
  'put /api/objections/{id}': () => ({
    inspection_id: '00000000-0000-4000-8000-000000000001',
    items: [{ title: 'Roof leak', remedy: 'credit', cost_from: 100, cost_to: 200, credit_amount: 150 }],
    sent_on: '2027-03-01',
    seller_response_due: '2027-03-04',
    resolution_deadline: '2027-03-08',
  }),
  'post /api/property/schedule-tour': (id) => ({
    property_id: id,
    time_slots: ['03/01/2027 10:00 AM'],
    contact_email: 'bob@example.com',
    contact_phone: '(512) 555-0100',
    contact_name: 'Bob Buyer',
  }),
};

/** One request per owner id: every id slot of the operation holds it; the rest is a plausible value (fixed seed). */
export function crossUserCases(operation: Operation, ownerIds: string[], seed: number): CrossUserCase[] {
  const sample = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed, numRuns: 1 })[0] as T;
  return ownerIds.map((id) => {
    const known = { uuids: [id] };
    const path = operation.path.replace(/\{([^{}]+)\}/g, (_match, name: string) => {
      const param = operation.pathParams.find((candidate) => candidate.name === name);
      return encodeURIComponent(
        isId(param?.schema) ? id : String(sample(plausible(param?.schema ?? {}, known))),
      );
    });
    const query = operation.query
      .filter((param) => param.required || isId(param.schema))
      .map((param) => {
        const value = isId(param.schema) ? id : String(sample(plausible(param.schema, known)));
        return `${encodeURIComponent(param.name)}=${encodeURIComponent(value)}`;
      });
    let body: CrossUserCase['body'];
    const right = RIGHT_BODIES[`${operation.method} ${operation.path}`];
    if (right) body = { contentType: 'application/json', text: JSON.stringify(right(id)) };
    else if (operation.body) {
      const value = sample(plausible(operation.body.schema, known));
      const object = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
      for (const field of idFields(operation.body.schema)) setPath(object, field, id);
      body = { contentType: 'application/json', text: JSON.stringify(object) };
    }
    return {
      operation,
      url: query.length > 0 ? `${path}?${query.join('&')}` : path,
      headers: operation.csrf ? { 'X-Requested-With': 'XMLHttpRequest' } : ({} as Record<string, string>),
      body,
    };
  });
}

/**
 * What is wrong with a second user's answer about the owner's things; empty when it is right. 404 or 403 is right; so
 * is a 400 that refuses the request's other fields before any lookup (it says nothing of the owner's thing) but never
 * one about the id itself, which would tell "exists, not yours" from "no such thing". `conclusive` says whether the
 * answer was the ownership check's own.
 */
export function crossUserVerdict(
  answer: { status: number; text: string },
  owner: { email: string; ids: string[] },
  sentId: string,
  idSlots: string[],
): { problems: string[]; conclusive: boolean } {
  const problems: string[] = [];
  const conclusive = answer.status === 404 || answer.status === 403;
  if (!conclusive && answer.status !== 400) problems.push(`answered ${answer.status}, not 404 or 403`);
  if (answer.status === 400) {
    const fields = Object.keys((JSON.parse(answer.text || '{}') as { fields?: object }).fields ?? {});
    const aboutId = fields.filter((field) => idSlots.includes(field));
    if (aboutId.length > 0) problems.push(`a 400 about ${aboutId.join(', ')}, not 404 or 403`);
  }
  if (answer.text.toLowerCase().includes(owner.email.toLowerCase()))
    problems.push("shows the owner's e-mail");
  // The id the caller sent may come back in words ("no such property"); any other id of the owner's may not.
  for (const id of owner.ids)
    if (id !== sentId && answer.text.includes(id)) problems.push(`shows the owner's id ${id}`);
  return { problems, conclusive };
}

/** The names an id can be refused under: path parameters, query parameters and body fields that hold one. */
export function idSlotsOf(operation: Operation): string[] {
  return [
    ...operation.pathParams.filter((param) => isId(param.schema)).map((param) => param.name),
    ...operation.query.filter((param) => isId(param.schema)).map((param) => param.name),
    ...idFields(operation.body?.schema),
  ];
}

// What every answer to bad input must be: never a 5xx; an error is JSON `{error, message, fields?}` and says nothing
// of the server's insides (no stack frame, no file path, no SQL, no driver message); a defect no route may accept is
// refused.
import { DEFECTS, type Case } from './cases';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const LEAKS: [string, RegExp][] = [
  ['a stack frame', /\bat \S+ \(?[^)\s]*:\d+:\d+\)?|\n[^\S\n]+at\s/],
  ['a file path', /(\/work\/|\/home\/|\/usr\/|node_modules|(?<![\w-])[\w-]+\.(ts|js|cjs|mjs):\d+)/],
  ['SQL', /\b(select\s.+\sfrom|insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i],
  [
    'a database or driver message',
    /(violates|syntax error|invalid byte sequence|unsupported unicode escape|relation "|column "|pg_|knex|ECONN|EPIPE|TypeError|ReferenceError|RangeError)/i,
  ],
  ['a gRPC status', /\b\d+ (INTERNAL|UNKNOWN|UNAVAILABLE|INVALID_ARGUMENT|NOT_FOUND):/],
];

function isErrorBody(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  const fieldsOk =
    body.fields === undefined ||
    (typeof body.fields === 'object' &&
      body.fields !== null &&
      Object.values(body.fields).every((message) => typeof message === 'string'));
  return typeof body.error === 'string' && typeof body.message === 'string' && fieldsOk;
}

/** What is wrong with an answer to a campaign case; empty when it is right. */
export function problemsWith(testCase: Case, answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}`);
  const mustRefuse =
    DEFECTS[testCase.defect].mustRefuse &&
    (testCase.operation.method !== 'get' || testCase.defect !== 'no_csrf');
  if (mustRefuse && answer.status < 400 && testCase.operation.method !== 'get')
    problems.push(`accepted a request with ${testCase.defect} (${answer.status})`);
  if (answer.status >= 400) {
    if (!answer.contentType.startsWith('application/json'))
      problems.push(`error in ${answer.contentType || 'no content type'}, not JSON`);
    else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(answer.text);
      } catch {
        problems.push('error body is not JSON');
      }
      if (parsed !== undefined && !isErrorBody(parsed))
        problems.push('error body is not {error, message, fields?}');
    }
    for (const [what, pattern] of LEAKS)
      if (pattern.test(answer.text)) problems.push(`error body shows ${what}`);
  }
  return problems;
}

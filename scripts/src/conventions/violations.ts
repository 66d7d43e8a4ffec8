/** One broken rule: where, which rule, what is wrong, and how to fix it. */
export interface Violation {
  /** Path relative to the repository root, with `/` separators. */
  file: string;
  line?: number;
  rule: string;
  message: string;
  fix: string;
}

export function formatViolation(violation: Violation): string {
  const where = violation.line === undefined ? violation.file : `${violation.file}:${violation.line}`;
  return `${where} [${violation.rule}] ${violation.message}. Fix: ${violation.fix}`;
}

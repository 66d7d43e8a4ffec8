import type { ExpectedFinding, Label } from '../types';
import { slug } from './text';

/** Collects the expected findings in report order while a layout renders them, so a label sits beside its text. */
export class LabelCollector {
  readonly findings: ExpectedFinding[] = [];

  add(title: string, label: Label): void {
    let id = slug(title);
    for (let n = 2; this.findings.some((f) => f.id === id); n++) id = `${slug(title)}-${n}`;
    this.findings.push({
      id,
      title,
      severity: label.severity,
      mustMatch: label.mustMatch,
      costExpected: label.cost,
    });
  }
}

/** Shorthands for labels: `L.critical(['GFCI'], true)`. */
export const L = {
  critical: (mustMatch: string[], cost: boolean): Label => ({ severity: 'critical', mustMatch, cost }),
  major: (mustMatch: string[], cost: boolean): Label => ({ severity: 'major', mustMatch, cost }),
  moderate: (mustMatch: string[], cost: boolean): Label => ({ severity: 'moderate', mustMatch, cost }),
  minor: (mustMatch: string[], cost: boolean): Label => ({ severity: 'minor', mustMatch, cost }),
  info: (mustMatch: string[]): Label => ({ severity: 'informational', mustMatch, cost: false }),
};

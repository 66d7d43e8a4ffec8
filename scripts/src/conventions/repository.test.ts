import { REPO_ROOT } from '@homeward/local-stack/src/paths';
import { checkConventions } from './check';
import { formatViolation } from './violations';

describe('this repository', () => {
  it('follows docs/conventions.md (each line below names the file, the rule and the fix)', () => {
    expect(checkConventions(REPO_ROOT).map(formatViolation)).toEqual([]);
  });
});

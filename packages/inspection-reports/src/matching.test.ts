import { trecAustinRanch } from './fixtures';
import { matchesExpected, trapsHit } from './matching';

const gfci = trecAustinRanch.expected.findings.find((f) => f.id === 'no-gfci-protection-at-kitchen-counter')!;

describe('matchesExpected', () => {
  it('needs every mustMatch word, in title or description, in any case', () => {
    expect(
      matchesExpected({ title: 'Kitchen outlets', description: 'No gfci protection near the sink' }, gfci),
    ).toBe(true);
    expect(
      matchesExpected({ title: 'Kitchen outlets', description: 'No ground fault protection' }, gfci),
    ).toBe(false);
    const tap = trecAustinRanch.expected.findings.find((f) => f.id === 'double-tapped-breaker')!;
    expect(matchesExpected({ title: 'Double   TAPPED breaker', description: '' }, tap)).toBe(true);
    expect(matchesExpected({ title: 'Double breaker', description: '' }, tap)).toBe(false);
  });
});

describe('trapsHit', () => {
  it('names the boilerplate phrases a finding repeats', () => {
    const finding = { title: 'Code issue', description: 'This is NOT a code   inspection.' };
    expect(trapsHit(finding, trecAustinRanch.expected)).toEqual(['not a code inspection']);
    expect(trapsHit({ title: 'GFCI missing', description: 'Kitchen' }, trecAustinRanch.expected)).toEqual([]);
  });
});

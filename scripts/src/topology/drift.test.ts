import { findDrift } from './generate';

describe('the files generated from components.yaml', () => {
  it('are what `npm run topology:gen` writes (regenerate and commit when this fails)', async () => {
    const drift = await findDrift();
    expect(drift.map(({ path }) => path)).toEqual([]);
  });
});

import { freeServerPort } from './processes';

describe('freeServerPort', () => {
  it('never hands one port to two callers before either has bound it', async () => {
    // Two ports to choose from, so without the claim both callers would often pick the same one.
    const low = 20_000 + Math.floor(Math.random() * 11_000);
    for (let round = 0; round < 3; round++) {
      const base = low + 2 * round;
      const first = await freeServerPort(base, base + 2);
      // The first caller's server has not bound its port yet: the check alone would find it free again.
      const second = await freeServerPort(base, base + 2);
      expect(second).not.toBe(first);
    }
  });
});

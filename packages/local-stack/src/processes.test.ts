import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeServerPort, isPortFree } from './processes';

let claims: string;
beforeAll(() => {
  // Claims of its own: the stacks other test workers start meanwhile claim ports in the same range.
  claims = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-claims-test-'));
  process.env.HOMEWARD_PORT_CLAIMS_DIR = claims;
});
afterAll(() => {
  delete process.env.HOMEWARD_PORT_CLAIMS_DIR;
  fs.rmSync(claims, { recursive: true, force: true });
});

/** Two neighbouring ports that nothing on this machine listens on now. */
async function twoFreePorts(): Promise<number> {
  for (;;) {
    const low = 20_000 + Math.floor(Math.random() * 11_000);
    if ((await isPortFree(low)) && (await isPortFree(low + 1))) return low;
  }
}

describe('freeServerPort', () => {
  it('never hands one port to two callers before either has bound it', async () => {
    for (let round = 0; round < 3; round++) {
      // Two ports to choose from, so without the claim both callers would often pick the same one.
      const base = await twoFreePorts();
      const first = await freeServerPort(base, base + 2);
      // The first caller's server has not bound its port yet: the check alone would find it free again.
      const second = await freeServerPort(base, base + 2);
      expect(second).not.toBe(first);
    }
  });
});

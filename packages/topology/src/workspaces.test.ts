import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { workspaceDirs } from './workspaces';

describe('workspaceDirs', () => {
  it('expands `dir/*` to the folders with a package.json, sorted, and keeps plain entries', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-workspaces-'));
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    };
    write('package.json', JSON.stringify({ workspaces: ['protos', 'services/*', 'bff'] }));
    write('services/tour/package.json', '{}');
    write('services/identity/package.json', '{}');
    write('services/notes/README.md', 'not a package');
    expect(workspaceDirs(root)).toEqual(['protos', 'services/identity', 'services/tour', 'bff']);
    fs.rmSync(root, { recursive: true, force: true });
  });
});

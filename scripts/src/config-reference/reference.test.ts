import fs from 'node:fs';
import { COMPONENT_NAMES } from '@homeward/topology';
import { readComponentSettings, REFERENCE_FILE, renderReference } from './reference';

describe('docs/configuration.md', () => {
  const components = readComponentSettings();

  it('is what the config shapes generate (npm run config:reference)', () => {
    expect(fs.readFileSync(REFERENCE_FILE, 'utf8')).toBe(renderReference(components));
  });

  it('lists every key of every component, with its meaning from the code', () => {
    expect(components.map((entry) => entry.component).sort()).toEqual([...COMPONENT_NAMES].sort());
    const undocumented = components.flatMap((entry) =>
      entry.settings
        .filter((setting) => setting.meaning === '')
        .map((setting) => `${entry.component}: ${setting.key}`),
    );
    expect(undocumented).toEqual([]);
  });
});

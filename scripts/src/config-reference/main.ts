// `npm run config:reference`: rewrites docs/configuration.md from the config shapes.
import fs from 'node:fs';
import { readComponentSettings, REFERENCE_FILE, renderReference } from './reference';

fs.writeFileSync(REFERENCE_FILE, renderReference(readComponentSettings()));
console.log(`wrote ${REFERENCE_FILE}`);

import fs from 'node:fs';
import { ManifestError, MANIFEST_FILE, parseManifest, readManifest } from './manifest';

const service = (name: string, grpc: number, ops: number, extra = '') => `
  ${name}:
    kind: service
    summary: owns the ${name}s of the test
    ports: { grpc: ${grpc}, ops: ${ops} }
    produces: [${name}.created]
    consumes: []
    calls: []
    egress: []
    integrations: []
    config: []${extra}`;

const problemsOf = (text: string): string[] => {
  try {
    parseManifest(text);
  } catch (error) {
    if (error instanceof ManifestError) return error.problems;
    throw error;
  }
  return [];
};

describe('the component manifest', () => {
  it('reads the repository’s components.yaml', () => {
    expect(Object.keys(readManifest().components)).toContain('bff');
    expect(fs.existsSync(MANIFEST_FILE)).toBe(true);
  });

  it('takes a manifest that follows the schema and agrees with itself', () => {
    expect(problemsOf(`components:${service('shop', 50100, 9200)}${service('till', 50101, 9201)}`)).toEqual(
      [],
    );
  });

  it('names every schema problem, with where it is', () => {
    const problems = problemsOf(`components:${service('shop', 50100, 9200, '\n    colour: blue')}`);
    expect(problems).toEqual(['/components/shop must NOT have additional properties']);
  });

  it('refuses a shared port, a call to no component and a topic nobody produces', () => {
    const text = `components:${service('shop', 50100, 9200)}${service('till', 50100, 9201)
      .replace('calls: []', 'calls: [bank]')
      .replace('consumes: []', 'consumes: [bank.paid]')}`;
    expect(problemsOf(text)).toEqual([
      "till: port 50100 is also shop's",
      'till calls bank, which is no component',
      'till consumes bank.paid, which no component produces',
    ]);
  });
});

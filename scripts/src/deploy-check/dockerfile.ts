// A small Dockerfile reader for the essentials hadolint would check (hadolint itself is not installable here).
import fs from 'node:fs';

export interface Instruction {
  keyword: string;
  args: string;
}
export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}
export interface Dockerfile {
  /** ARGs declared before the first FROM, with their defaults. */
  globalArgs: Record<string, string>;
  stages: Stage[];
}

/** Joins `\` continuations, drops comments and blank lines. */
function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (line.endsWith('\\')) current += `${line.slice(0, -1)} `;
    else {
      lines.push(current + line);
      current = '';
    }
  }
  if (current) lines.push(current);
  return lines;
}

export function parseDockerfile(file: string): Dockerfile {
  const result: Dockerfile = { globalArgs: {}, stages: [] };
  for (const line of logicalLines(fs.readFileSync(file, 'utf8'))) {
    const keyword = /^\S+/.exec(line)?.[0] ?? '';
    const args = line.slice(keyword.length).trimStart();
    const upper = keyword.toUpperCase();
    if (upper === 'FROM') {
      const [, from = '', name] = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args) ?? [];
      result.stages.push({ from, name, instructions: [] });
    } else if (result.stages.length === 0 && upper === 'ARG') {
      const [name = '', value = ''] = args.split('=', 2);
      result.globalArgs[name] = value;
    } else result.stages.at(-1)?.instructions.push({ keyword: upper, args });
  }
  return result;
}

/** The image a FROM names once global ARG defaults are substituted. */
export const resolveFrom = (dockerfile: Dockerfile, from: string) =>
  from.replace(/\$\{?(\w+)\}?/g, (_, name: string) => dockerfile.globalArgs[name] ?? '');

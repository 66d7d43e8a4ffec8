import { existsSync } from 'node:fs';
import type { ProtosLayout } from './layout';
import { runCommand, type CommandResult } from './run';

/**
 * Runs the local buf CLI inside the module directory, because `buf.gen.yaml` names its plugin by a path relative
 * to it. Only local inputs and the local ts-proto plugin are used: nothing here needs the network.
 */
export function runBuf(layout: ProtosLayout, args: readonly string[]): CommandResult {
  if (!existsSync(layout.bufBin)) {
    throw new Error(`buf is not installed at ${layout.bufBin}; run npm install (package @bufbuild/buf)`);
  }
  return runCommand(layout.bufBin, args, layout.protosDir);
}

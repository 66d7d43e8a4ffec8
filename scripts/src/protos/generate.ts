import path from 'node:path';
import { runBuf } from './buf';
import type { ProtosLayout } from './layout';
import { combinedOutput } from './run';

/**
 * Generates the TypeScript contracts with `buf generate` (ts-proto, per `buf.gen.yaml`, which cleans the output
 * directory first). The plugin's output is committed exactly as emitted: it is deterministic, and `protos/gen` is
 * excluded from prettier and eslint, so no formatting pass runs and regenerating an unchanged tree is a no-op.
 *
 * With `outputBase`, buf writes below that directory instead (`<outputBase>/gen`), leaving `protos/gen` alone;
 * the result is returned so a drift check can compare it with the committed tree.
 */
export function generateContracts(layout: ProtosLayout, outputBase?: string): string {
  const args = outputBase === undefined ? ['generate'] : ['generate', '--output', outputBase];
  const result = runBuf(layout, args);
  if (result.status !== 0) throw new Error(`buf generate failed:\n${combinedOutput(result)}`);
  const genRelative = path.relative(layout.protosDir, layout.genDir);
  return outputBase === undefined ? layout.genDir : path.join(outputBase, genRelative);
}

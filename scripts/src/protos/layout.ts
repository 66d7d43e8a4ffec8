import path from 'node:path';

/** Where the contract tree and the tools that process it live, relative to one repository root. */
export interface ProtosLayout {
  readonly repoRoot: string;
  /** The buf module: `buf.yaml`, `buf.gen.yaml` and the `.proto` sources. */
  readonly protosDir: string;
  /** Generated TypeScript; must match the `out` of `buf.gen.yaml`. */
  readonly genDir: string;
  /** The npm-installed buf CLI (a wrapper that runs the platform package's binary; it never downloads). */
  readonly bufBin: string;
}

export function protosLayout(repoRoot: string): ProtosLayout {
  const protosDir = path.join(repoRoot, 'protos');
  return {
    repoRoot,
    protosDir,
    genDir: path.join(protosDir, 'gen'),
    bufBin: path.join(repoRoot, 'node_modules', '.bin', 'buf'),
  };
}

/** The layout of this checkout: this file is `scripts/src/protos/layout.ts`. */
export function checkoutLayout(): ProtosLayout {
  return protosLayout(path.resolve(__dirname, '..', '..', '..'));
}

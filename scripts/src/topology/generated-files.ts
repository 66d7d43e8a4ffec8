import type { Manifest } from '@homeward/topology';
import { renderTypedManifest, TYPED_MANIFEST_FILE } from './typed-manifest';

/** A file written from the manifest: whole (`render`), or the part between two marker lines of a hand-kept file. */
export interface GeneratedFile {
  /** Repository-relative path. */
  path: string;
  /** Its formatter for prettier (by the path's extension when unset). */
  render(manifest: Manifest): string;
  /** When set, only the lines between these two markers are generated; the rest of the file is kept. */
  between?: { start: string; end: string };
}

/** Every file generated from components.yaml. */
export const GENERATED_FILES: readonly GeneratedFile[] = [
  { path: TYPED_MANIFEST_FILE, render: renderTypedManifest },
];

// The knobs the service exposes (through its config) for one extraction. Defaults fit a 100 MB upload of a
// 60-page report on a small pod; OCR of a scanned report is the slow path.

export interface ExtractionLimits {
  /** Wall clock for the whole extraction, OCR included; the worker thread is terminated when it runs out. */
  timeoutMs: number;
  /** V8 heap of the worker thread (old generation); exceeding it kills the worker, not the service. */
  maxMemoryMb: number;
  /** Pages beyond this are refused as too large rather than read. */
  maxPages: number;
  /** A DOCX's zip entries may not expand beyond this in total (photos included); checked before inflating. */
  maxUncompressedMb: number;
  /** A DOCX's word/document.xml (the text, no images) may not expand beyond this; a 100-page report is ~5 MB. */
  maxDocumentXmlMb: number;
  /** Scanned pages are OCR'd only up to this many; more is refused (OCR costs ~1-3 s a page). */
  maxOcrPages: number;
}

export const DEFAULT_LIMITS: ExtractionLimits = {
  timeoutMs: 120_000,
  maxMemoryMb: 512,
  maxPages: 500,
  maxUncompressedMb: 300,
  maxDocumentXmlMb: 64,
  maxOcrPages: 60,
};

export function resolveLimits(overrides: Partial<ExtractionLimits> = {}): ExtractionLimits {
  const limits = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(DEFAULT_LIMITS) as (keyof ExtractionLimits)[]) {
    const value = overrides[key];
    if (value === undefined) continue;
    if (!Number.isFinite(value) || value <= 0)
      throw new RangeError(`extraction limit ${key} must be > 0, got ${value}`);
    limits[key] = value;
  }
  return limits;
}

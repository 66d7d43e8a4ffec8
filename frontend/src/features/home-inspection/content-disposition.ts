/**
 * The file name a download's Content-Disposition gives: the RFC 5987 `filename*` (UTF-8, percent-encoded) when
 * present, else the quoted or bare `filename`; null when there is none or it does not decode.
 */
export function dispositionFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended) || null;
    } catch {
      return null;
    }
  }
  const match = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = match?.[1]?.replace(/\\(.)/g, '$1') ?? match?.[2];
  return name?.trim() || null;
}

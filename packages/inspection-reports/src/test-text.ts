/** Text comparison that survives extractors: whitespace runs collapse (PDF text layers drop column padding). */
export const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

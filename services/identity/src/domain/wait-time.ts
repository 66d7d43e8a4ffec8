/**
 * How long to wait, in the words a refusal shows: whole minutes up to two hours, then whole hours, always rounded
 * up so the user never comes back too early.
 */
export function waitInWords(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 120) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

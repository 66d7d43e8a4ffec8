// Loose on purpose: the address was validated where it was typed; this only rejects what SMTP could never deliver.
const EMAIL_SHAPE = /^[^\s@<>]+@[^\s@<>]+$/;

export function isDeliverableAddress(address: string): boolean {
  return EMAIL_SHAPE.test(address);
}

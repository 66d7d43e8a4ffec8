import { createPropertySchema } from '@api';

// The spec: an empty field shows no error, anything else must pass the server's own address rule.
export function addressError(value: string): string | null {
  if (value.trim() === '') return null;
  const result = createPropertySchema.safeParse({ address: value });
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export function canSubmitAddress(value: string): boolean {
  return value.trim() !== '' && addressError(value) === null;
}

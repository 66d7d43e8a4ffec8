// The spec's password rules (section 5) and their words, written once for identity, the BFF and the SPA. Each rule
// is data so every caller can state it in its own validator: the BFF's zod schemas also describe the rules in the
// OpenAPI document, identity checks them again because it is the authority and has other callers.

export const PASSWORD_MIN_LENGTH = 6;
/** Bounds the work a single request can cause in identity's key derivation. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule =
  | { kind: 'min_length'; length: number; message: string }
  | { kind: 'pattern'; pattern: RegExp; message: string }
  | { kind: 'max_length'; length: number; message: string };

/** In the order they are checked: the first rule a password breaks is the message its owner sees. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    kind: 'min_length',
    length: PASSWORD_MIN_LENGTH,
    message: `Password must contain at least ${PASSWORD_MIN_LENGTH} characters`,
  },
  { kind: 'pattern', pattern: /[A-Z]/, message: 'Password must contain at least one uppercase character' },
  { kind: 'pattern', pattern: /[a-z]/, message: 'Password must contain at least one lowercase character' },
  { kind: 'pattern', pattern: /[0-9]/, message: 'Password must contain at least one number' },
  {
    kind: 'pattern',
    pattern: /[^A-Za-z0-9\s]/,
    message: 'Password must contain at least one special character',
  },
  { kind: 'pattern', pattern: /^\S*$/, message: 'Password must not contain spaces' },
  {
    kind: 'max_length',
    length: PASSWORD_MAX_LENGTH,
    message: `Password must contain at most ${PASSWORD_MAX_LENGTH} characters`,
  },
];

export const PASSWORD_MESSAGES = {
  /** Shown under the field before anything is typed. */
  hint: `Use ${PASSWORD_MIN_LENGTH} or more characters with a mix of letters, numbers & symbols`,
  required: 'Please enter the password',
  /** A wrong password at sign-in, and one that could never have been set under these rules. */
  incorrect: 'The password you entered is incorrect. Please try again.',
} as const;

function isMetBy(rule: PasswordRule, password: string): boolean {
  switch (rule.kind) {
    case 'min_length':
      return password.length >= rule.length;
    case 'max_length':
      return password.length <= rule.length;
    case 'pattern':
      return rule.pattern.test(password);
  }
}

/** The message of every rule the password breaks, in the rules' order; empty when it may be set. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !isMetBy(rule, password)).map((rule) => rule.message);
}

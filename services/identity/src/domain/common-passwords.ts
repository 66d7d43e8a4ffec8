import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE =
  'This password is on a list of common or leaked passwords. Please choose a different one.';

// zxcvbn-ts's list of ~49,000 passwords most often found in public breach dumps, installed with the package (no
// run-time download). Lower-case, as people type them before a site's rules make them add the rest.
const COMMON = new Set<string>(dictionary['passwords-common'] as string[]);

// The substitutions people make to satisfy "one number, one symbol" rules without making a password any harder.
const UNLEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

/**
 * A listed password dressed up to pass the spec's rules ("Password1!", "P@ssw0rd", "!Qwerty2024") is as weak as the
 * listed one: attackers try those decorations first. So besides the password itself (lower-cased), its core with
 * leading and trailing digits and symbols removed, and that core with the usual character swaps undone, are looked
 * up. A core shorter than 4 characters is not looked up alone: too many strong passwords would start with one.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const core = lettersCore(lower);
  const candidates = [lower, unleet(lower)];
  if (core.length >= 4) candidates.push(core, unleet(core));
  const unleetedCore = lettersCore(unleet(lower));
  if (unleetedCore.length >= 4) candidates.push(unleetedCore);
  return candidates.some((candidate) => COMMON.has(candidate));
}

function unleet(text: string): string {
  return text.replace(/[@4310!$57]/g, (character) => UNLEET[character] ?? character);
}

/** The text from its first letter to its last (a loop, not a regex: linear on any input). */
function lettersCore(text: string): string {
  const isLetter = (index: number) => text[index]! >= 'a' && text[index]! <= 'z';
  let start = 0;
  let end = text.length;
  while (start < end && !isLetter(start)) start += 1;
  while (end > start && !isLetter(end - 1)) end -= 1;
  return text.slice(start, end);
}

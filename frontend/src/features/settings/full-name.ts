export interface NameParts {
  first_name: string;
  last_name: string;
}

/** The spec: the full name is split on the first space (so 'Mary Ann Lee' is Mary / Ann Lee). */
export function splitFullName(fullName: string): NameParts {
  const trimmed = fullName.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { first_name: trimmed, last_name: '' };
  return { first_name: trimmed.slice(0, space), last_name: trimmed.slice(space + 1).trim() };
}

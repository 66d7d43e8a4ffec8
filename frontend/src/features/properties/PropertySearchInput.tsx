import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

// The spec: search is debounced 500 ms (and done by the server).
export const SEARCH_DEBOUNCE_MS = 500;
export const SEARCH_PARAM = 'search';

/**
 * The main layout's 'Search for properties' box. It searches from any page: the term goes to the property list's
 * URL (`/properties?search=`), so the list, the back button and a shared link all agree on what was searched.
 */
export function PropertySearchInput() {
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onList = location.pathname === '/properties';
  const urlTerm = onList ? (params.get(SEARCH_PARAM) ?? '') : '';
  const [value, setValue] = useState(urlTerm);

  // Follows the URL when it changes from elsewhere (back button, leaving the list), but not when it only echoes
  // what is typed: that would eat a trailing space while the buyer is still typing the next word.
  useEffect(() => setValue((typed) => (typed.trim() === urlTerm ? typed : urlTerm)), [urlTerm]);

  const search = useDebouncedCallback((term: string) => {
    const trimmed = term.trim();
    const target =
      trimmed === '' ? '/properties' : `/properties?${new URLSearchParams({ [SEARCH_PARAM]: trimmed })}`;
    // Typing on the list replaces its entry, so back leaves the list instead of stepping through keystrokes.
    void navigate(target, { replace: onList });
  }, SEARCH_DEBOUNCE_MS);

  return (
    <TextInput
      aria-label="Search for properties"
      placeholder="Search for properties"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => {
        setValue(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 280, lg: 340 }}
    />
  );
}

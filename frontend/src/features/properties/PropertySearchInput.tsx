import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

export function PropertySearchInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      aria-label="Search for properties"
      placeholder="Search for properties"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

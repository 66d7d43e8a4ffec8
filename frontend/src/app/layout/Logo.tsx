import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router-dom';

export function Logo() {
  return (
    <UnstyledButton component={Link} to="/" aria-label="Homeward home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={32} radius="md" aria-hidden>
          <IconHome size={20} />
        </ThemeIcon>
        <Text fw={800} fz="xl" c="dark.7">
          Homeward
        </Text>
      </Group>
    </UnstyledButton>
  );
}

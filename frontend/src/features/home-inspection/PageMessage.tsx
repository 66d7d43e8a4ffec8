import { Stack, Text, Title } from '@mantine/core';

/** A page-level 'not found' or failure: a heading and a sentence. */
export function PageMessage({ title, text }: { title: string; text: string }) {
  return (
    <Stack align="flex-start">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

import { List, Stack, Text, Title } from '@mantine/core';

/** One list of the Report Summary (strengths, weaknesses, next steps). */
export function SummarySection({ title, items }: { title: string; items: string[] }) {
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          None noted.
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

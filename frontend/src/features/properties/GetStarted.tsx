import { Paper, Text, Title } from '@mantine/core';
import { AddPropertyForm } from './AddPropertyForm';

interface GetStartedProps {
  busy: boolean;
  onSubmit: (address: string) => void;
  onTrySample: () => void;
}

export function GetStarted({ busy, onSubmit, onTrySample }: GetStartedProps) {
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" mt="xl">
      <Title order={2} mb={4}>
        Let&apos;s get started!
      </Title>
      <Text c="dimmed" mb="lg">
        Enter the address of a home you want to buy and we&apos;ll look up its details.
      </Text>
      <AddPropertyForm busy={busy} onSubmit={onSubmit} onTrySample={onTrySample} />
    </Paper>
  );
}

import { Container, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card every auth screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size={460} py={48}>
      <Title order={1} ta="center" mb="lg">
        {title}
      </Title>
      <Paper withBorder shadow="sm" p="xl" radius="md">
        {children}
      </Paper>
    </Container>
  );
}

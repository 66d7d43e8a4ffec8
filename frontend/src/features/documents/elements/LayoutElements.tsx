import { Accordion, Divider, Paper, Stack, Text } from '@mantine/core';
import type { CardElement, FixturesAccordionElement } from '@homeward/document-definitions';

export function DividerBlock() {
  return <Divider my="xs" />;
}

/** A block of explanatory or clause text (the FHA/VA amendatory clause, who holds the earnest money). */
export function CardBlock({ element }: { element: CardElement }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0" role="note" aria-label={element.title}>
      <Stack gap={4}>
        <Text fw={600}>{element.title}</Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {element.text}
        </Text>
      </Stack>
    </Paper>
  );
}

/** Property fixtures' 'Report Summary' accordion. */
export function FixturesAccordion({ element }: { element: FixturesAccordionElement }) {
  return (
    <Accordion variant="contained">
      <Accordion.Item value="summary">
        <Accordion.Control>{element.title}</Accordion.Control>
        <Accordion.Panel>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {element.text}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

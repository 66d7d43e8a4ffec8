import { Button, Group, Modal, ScrollArea, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';

export const PREFILLED_TAB = 'Pre-filled information only';

export interface PrefilledEntry {
  label: string;
  value: string;
}

interface PreviewModalProps {
  opened: boolean;
  onClose: () => void;
  /** 'Offer Letter Document' or 'Purchase Agreement Document'. */
  documentTab: string;
  /** The document's text as the template filled it (the preview snapshot). */
  documentText: string;
  /** The answers the buyer gave, in form order. */
  prefilled: PrefilledEntry[];
  downloading: boolean;
  onDownload: () => void;
}

/**
 * A long document scrolls inside its panel: the viewport takes focus so keyboard users can scroll it with the arrow
 * keys (WCAG 2.1.1, axe's scrollable-region-focusable), and is a named region so that focus says what it is.
 */
const scrollableRegion = (name: string) => ({ tabIndex: 0, role: 'region', 'aria-label': name });

export function PreviewModal(props: PreviewModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title="Preview"
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Tabs defaultValue="document">
          <Tabs.List>
            <Tabs.Tab value="document">{props.documentTab}</Tabs.Tab>
            <Tabs.Tab value="prefilled">{PREFILLED_TAB}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="document" pt="md">
            <ScrollArea.Autosize mah="60vh" viewportProps={scrollableRegion(props.documentTab)}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {props.documentText}
              </Text>
            </ScrollArea.Autosize>
          </Tabs.Panel>
          <Tabs.Panel value="prefilled" pt="md">
            <ScrollArea.Autosize mah="60vh" viewportProps={scrollableRegion(PREFILLED_TAB)}>
              {props.prefilled.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Nothing is filled in yet.
                </Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {props.prefilled.map((entry, index) => (
                      <Table.Tr key={`${entry.label}-${index}`}>
                        <Table.Th scope="row">{entry.label}</Table.Th>
                        <Table.Td>{entry.value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </ScrollArea.Autosize>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={props.downloading}
            onClick={props.onDownload}
          >
            Download as PDF
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

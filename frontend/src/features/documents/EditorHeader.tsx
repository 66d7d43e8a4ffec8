import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { IconArrowLeft, IconChevronDown, IconCloudCheck, IconEye } from '@tabler/icons-react';
import { Logo } from '../../app/layout/Logo';

export const AUTOSAVE_HINT = 'Changes are saved automatically';

export type CompleteAction = 'download' | 'save';

interface EditorHeaderProps {
  onBack: () => void;
  onPreview: () => void;
  onComplete: (action: CompleteAction) => void;
  /** Saving, previewing or completing is under way: the actions wait for it. */
  busy: boolean;
  /** The sample property is read-only: nothing can be previewed or completed. */
  readOnly: boolean;
}

/** The editors' fixed header: Back, logo, the autosave hint, Preview and the Complete menu. */
export function EditorHeader({ onBack, onPreview, onComplete, busy, readOnly }: EditorHeaderProps) {
  return (
    <Paper
      component="header"
      withBorder
      radius={0}
      px="md"
      py="sm"
      pos="sticky"
      top={0}
      style={{ zIndex: 10 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group gap="md" wrap="nowrap">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={onBack}>
            Back
          </Button>
          <Logo />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Group gap={4} wrap="nowrap" c="dimmed">
            <IconCloudCheck size={16} aria-hidden />
            <Text size="sm">{AUTOSAVE_HINT}</Text>
          </Group>
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={onPreview}
            disabled={busy || readOnly}
          >
            Preview
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button rightSection={<IconChevronDown size={16} aria-hidden />} disabled={busy || readOnly}>
                Complete
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onComplete('download')}>Download PDF</Menu.Item>
              <Menu.Item onClick={() => onComplete('save')}>Save to property documents</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}

import { Badge, NavLink, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircle, IconCircleHalf2 } from '@tabler/icons-react';

export type SectionState = 'complete' | 'in_progress' | 'not_started';

export interface MenuSection {
  key: string;
  title: string;
  state: SectionState;
}

const MARKER_LABEL: Record<SectionState, string> = {
  complete: 'Complete',
  in_progress: 'In progress',
  not_started: 'Not started',
};

function Marker({ state }: { state: SectionState }) {
  const icon =
    state === 'complete' ? (
      <IconCheck size={14} />
    ) : state === 'in_progress' ? (
      <IconCircleHalf2 size={14} />
    ) : (
      <IconCircle size={14} />
    );
  return (
    <ThemeIcon
      size={22}
      radius="xl"
      variant={state === 'complete' ? 'filled' : 'light'}
      color={state === 'not_started' ? 'gray' : 'blue'}
      aria-label={MARKER_LABEL[state]}
      role="img"
    >
      {icon}
    </ThemeIcon>
  );
}

/** The left menu: every step with its progress marker; a click opens that step. */
export function StepMenu(props: {
  sections: MenuSection[];
  current: number;
  onSelect: (index: number) => void;
}) {
  return (
    <Stack gap={2} component="nav" aria-label="Steps">
      {props.sections.map((section, index) => (
        <NavLink
          key={section.key}
          component="button"
          type="button"
          label={section.title}
          active={index === props.current}
          aria-current={index === props.current ? 'step' : undefined}
          leftSection={<Marker state={section.state} />}
          rightSection={
            index === props.current ? (
              <Badge size="xs" variant="light">
                Current
              </Badge>
            ) : null
          }
          onClick={() => props.onSelect(index)}
        />
      ))}
    </Stack>
  );
}

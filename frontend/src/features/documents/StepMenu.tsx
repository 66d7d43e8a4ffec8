import { NavLink, Stack, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircle, IconCircleHalf2 } from '@tabler/icons-react';
import type { MenuEntry } from '@homeward/document-definitions';

export type SectionState = 'complete' | 'in_progress' | 'not_started';

export const MARKER_LABEL: Record<SectionState, string> = {
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

/** Sections sharing a menu entry (the agreement's two 'Additional Costs and Duties' keys) share one marker. */
function combine(states: SectionState[]): SectionState {
  if (states.every((state) => state === 'complete')) return 'complete';
  if (states.every((state) => state === 'not_started')) return 'not_started';
  return 'in_progress';
}

interface StepMenuProps {
  entries: readonly MenuEntry[];
  currentKey: string;
  stateOf: (key: string) => SectionState;
  onSelect: (stepIndex: number) => void;
}

/** The left menu: every step with its progress marker; a click opens that step. */
export function StepMenu({ entries, currentKey, stateOf, onSelect }: StepMenuProps) {
  return (
    <Stack gap={2} component="nav" aria-label="Steps">
      {entries.map((entry) => {
        const active = entry.keys.includes(currentKey);
        return (
          <NavLink
            key={entry.keys[0]}
            component="button"
            type="button"
            label={entry.title}
            aria-label={entry.title}
            active={active}
            aria-current={active ? 'step' : undefined}
            leftSection={<Marker state={combine(entry.keys.map(stateOf))} />}
            onClick={() => onSelect(entry.stepIndex)}
          />
        );
      })}
    </Stack>
  );
}

import { ActionIcon, Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { isoDateOfUsDate, TOUR_MAX_SLOTS, TOUR_TIME_OPTIONS, type PropertyTimeZone } from '@homeward/rules';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { canAddSlot, type DraftSlot, type TourDraft } from './tour-draft';

// The calendar's arrows are icons: named for screen readers (axe's button-name rule). The month/year control keeps
// its visible text ('November 2026') as its name.
const CALENDAR_LABELS = {
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

const TIME_CHOICES = [
  { value: '', label: 'Choose a time', disabled: true },
  ...TOUR_TIME_OPTIONS.map((time) => ({ value: time, label: time })),
];

interface TimeSlotsStepProps {
  draft: TourDraft;
  zone: PropertyTimeZone;
  /** 'YYYY-MM-DD' of today at the property: the earliest day the picker offers. */
  today: string;
  problems: Map<number, string>;
  onChange: (key: number, change: Partial<Omit<DraftSlot, 'key'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

export function TimeSlotsStep({
  draft,
  zone,
  today,
  problems,
  onChange,
  onAdd,
  onRemove,
}: TimeSlotsStepProps) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        Propose up to {TOUR_MAX_SLOTS} times that suit you. Times are in {zone.label}.
      </Text>
      {draft.slots.map((slot, index) => (
        <Fieldset key={slot.key} legend={`Time slot ${index + 1}`} variant="filled" p="sm">
          {/* Wraps on a phone: the date and the time each keep a usable width. */}
          <Group align="flex-start" gap="sm">
            <DateInput
              label="Date"
              placeholder="MM/DD/YYYY"
              valueFormat="MM/DD/YYYY"
              // Typed dates are read as the spec's MM/DD/YYYY; days before the property's today cannot be picked.
              dateParser={(typed) => isoDateOfUsDate(typed.trim())}
              minDate={today}
              firstDayOfWeek={0}
              ariaLabels={CALENDAR_LABELS}
              // Mantine paints weekends light red, below 4.5:1 on white; a tour on a Saturday is as good as any.
              weekendDays={[]}
              value={slot.date}
              onChange={(date) => onChange(slot.key, { date })}
              error={problems.get(slot.key)}
              style={{ flex: 1, minWidth: 150 }}
            />
            <NativeSelect
              label="Time"
              data={TIME_CHOICES}
              value={slot.time}
              onChange={(event) => onChange(slot.key, { time: event.currentTarget.value })}
              style={{ flex: 1, minWidth: 150 }}
            />
            {/* The first slot cannot be removed, so it has no remove button at all. */}
            {index > 0 && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={28}
                aria-label={`Remove time slot ${index + 1}`}
                onClick={() => onRemove(slot.key)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        </Fieldset>
      ))}
      {canAddSlot(draft) && (
        <Group>
          <Button variant="subtle" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
            Add another time
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { Box, Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import {
  maskUsDate,
  validateExpiration,
  type ExpirationErrors,
  type Meridiem,
  type OfferExpiration,
} from './offer-expiration';

export const EXPIRATION_TITLE = 'Offer expiration';
export const EXPIRATION_HINT = 'Common deadlines range from 24 to 72 hours.';

interface OfferExpirationModalProps {
  opened: boolean;
  /** The definition's modal title and hint; the spec's by default. */
  title?: string;
  hint?: string;
  /** Whose clock the time is on (the offer letter: the property's state's zone), shown under the fields. */
  timeZoneNote?: string;
  /** Shown above the fields, e.g. the purchase agreement's "A state form may be required" before it is finalised. */
  notice?: ReactNode;
  initial: Partial<OfferExpiration>;
  /** What the server refused in the last attempt, shown until the buyer submits again. */
  problems?: ExpirationErrors;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (value: OfferExpiration) => void;
  /** The clock the "not before today" rule reads; a parameter so tests can fix it. */
  now?: () => Date;
  /** A passed date is kept (an accepted agreement finished again to record its Acceptance). */
  pastAllowed?: boolean;
}

export function OfferExpirationModal({
  opened,
  title = EXPIRATION_TITLE,
  hint = EXPIRATION_HINT,
  timeZoneNote,
  notice,
  initial,
  problems = {},
  busy = false,
  onClose,
  onSubmit,
  now = () => new Date(),
  pastAllowed = false,
}: OfferExpirationModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && notice && <Box mb="sm">{notice}</Box>}
      {/* Mounted per opening so the fields start from the saved values each time. */}
      {opened && (
        <ExpirationForm
          key={JSON.stringify(problems)}
          hint={hint}
          timeZoneNote={timeZoneNote}
          initial={initial}
          problems={problems}
          busy={busy}
          onSubmit={onSubmit}
          now={now}
          pastAllowed={pastAllowed}
        />
      )}
    </Modal>
  );
}

function ExpirationForm({
  hint,
  timeZoneNote,
  initial,
  problems,
  busy,
  onSubmit,
  now,
  pastAllowed,
}: Pick<OfferExpirationModalProps, 'initial' | 'onSubmit' | 'timeZoneNote'> & {
  pastAllowed: boolean;
  problems: ExpirationErrors;
  hint: string;
  busy: boolean;
  now: () => Date;
}) {
  const [date, setDate] = useState(initial.date ?? '');
  const [time, setTime] = useState(initial.time ?? '');
  const [amPm, setAmPm] = useState<Meridiem>(initial.am_pm ?? 'PM');
  const [errors, setErrors] = useState<ExpirationErrors>(problems);

  const submit = () => {
    const value = { date: date.trim(), time: time.trim(), am_pm: amPm };
    const found = validateExpiration(value, now(), pastAllowed);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(value);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
        <TextInput
          label="Date"
          placeholder="MM/DD/YYYY"
          required
          inputMode="numeric"
          value={date}
          error={errors.date}
          onChange={(event) => setDate(maskUsDate(event.currentTarget.value))}
        />
        <Group align="flex-start" grow>
          <TextInput
            label="Time"
            placeholder="hh:mm"
            required
            value={time}
            error={errors.time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="offer-expiration-am-pm">
              AM/PM
            </Text>
            <SegmentedControl
              aria-labelledby="offer-expiration-am-pm"
              data={['AM', 'PM']}
              value={amPm}
              onChange={(value) => setAmPm(value as Meridiem)}
            />
          </Stack>
        </Group>
        {timeZoneNote && (
          <Text size="sm" c="dimmed">
            {timeZoneNote}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

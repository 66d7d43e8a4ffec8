import '@mantine/dates/styles.css';
import { Alert, Button, Group, List, Modal, Stack, Stepper, Text } from '@mantine/core';
import { propertyTimeZone, todayIn } from '@homeward/rules';
import { useEffect, useRef, useState } from 'react';
import type { PropertyCard } from '@api';
import { useCurrentUser } from '../auth/use-current-user';
import { maskUsPhone } from '../settings/phone-mask';
import { ContactStep } from './ContactStep';
import { TimeSlotsStep } from './TimeSlotsStep';
import {
  addSlot,
  isDraftComplete,
  newTourDraft,
  removeSlot,
  scheduleRequestOf,
  slotProblemsByKey,
  updateSlot,
  type TourDraft,
} from './tour-draft';
import { TOUR_MODAL_CLOSE_DELAY_MS } from './tour-messages';
import { isServerRefusal, useScheduleTour } from './use-schedule-tour';
import { useFullScreenOnPhone } from '../../components/use-full-screen-on-phone';

interface ScheduleTourModalProps {
  property: PropertyCard;
  address: string;
  opened: boolean;
  onClose: () => void;
}

const TIME_STEP = 0;
const CONTACT_STEP = 1;

export const SAMPLE_TOUR_NOT_SENT =
  'Nothing was sent: tours of the sample are only a preview. Add your own property to schedule a real tour.';

/** The property's zone: where the agent and the buyer meet, whatever the buyer's own clock says. */
export function tourTimeZoneOf(property: PropertyCard) {
  return propertyTimeZone(property.address.state, property.address.geometry?.location.lng);
}

/** Spec part 1: two steps switchable by their headers, reset on close, closed 1 s after a successful submit. */
export function ScheduleTourModal({ property, address, opened, onClose }: ScheduleTourModalProps) {
  const fullScreenOnPhone = useFullScreenOnPhone();
  const { data: user } = useCurrentUser();
  const zone = tourTimeZoneOf(property);
  // Null until the buyer changes something: the form then shows the profile's contact details as they load.
  const [edited, setEdited] = useState<TourDraft | null>(null);
  const [step, setStep] = useState(TIME_STEP);
  const closeTimer = useRef<number | undefined>(undefined);
  // The sample is for trying the tools: its tour goes through both steps, then says nothing was sent.
  const [triedOnSample, setTriedOnSample] = useState(false);
  const draft =
    edited ??
    newTourDraft({
      email: user?.email ?? '',
      phone: maskUsPhone(user?.phone ?? ''),
      name: user?.full_name ?? '',
    });

  const close = () => {
    window.clearTimeout(closeTimer.current);
    setEdited(null);
    setStep(TIME_STEP);
    setTriedOnSample(false);
    schedule.reset();
    onClose();
  };
  const schedule = useScheduleTour(property.id, () => {
    closeTimer.current = window.setTimeout(close, TOUR_MODAL_CLOSE_DELAY_MS);
  });
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const change = (next: (current: TourDraft) => TourDraft) => setEdited(next(draft));
  const ready = isDraftComplete(draft, zone.id);
  const busy = schedule.isPending || schedule.isSuccess;
  const refusal = isServerRefusal(schedule.error) ? schedule.error : null;
  const submit = () => {
    if (ready && property.is_sample) setTriedOnSample(true);
    else if (ready && !busy) schedule.mutate(scheduleRequestOf(draft, property.id, user?.id));
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Schedule a tour"
      {...fullScreenOnPhone}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          {address}
        </Text>
        <Stepper active={step} onStepClick={setStep} size="sm">
          <Stepper.Step label="Time" description="Pick up to 3 times">
            <TimeSlotsStep
              draft={draft}
              zone={zone}
              today={todayIn(zone.id)}
              problems={slotProblemsByKey(draft, zone.id)}
              onChange={(key, slotChange) => change((current) => updateSlot(current, key, slotChange))}
              onAdd={() => change(addSlot)}
              onRemove={(key) => change((current) => removeSlot(current, key))}
            />
          </Stepper.Step>
          <Stepper.Step label="Contact" description="How the agent reaches you">
            <ContactStep
              draft={draft}
              onChange={(contact) => change((current) => ({ ...current, ...contact }))}
            />
          </Stepper.Step>
        </Stepper>
        {refusal && (
          <Alert color="red" title="The tour was not scheduled">
            <Text size="sm">{refusal.message}</Text>
            {Object.keys(refusal.fields).length > 0 && (
              <List size="sm" mt="xs">
                {Object.entries(refusal.fields).map(([field, message]) => (
                  <List.Item key={field}>{message}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}
        {triedOnSample && (
          <Alert color="blue" title="This is the sample property">
            <Text size="sm">{SAMPLE_TOUR_NOT_SENT}</Text>
          </Alert>
        )}
        {step === CONTACT_STEP && !ready && (
          <Text size="sm" c="dimmed">
            Pick a date and a time for each slot, and fill in your name and the channels you chose.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {step === TIME_STEP ? (
            <Button onClick={() => setStep(CONTACT_STEP)}>Next</Button>
          ) : (
            <>
              <Button variant="default" onClick={() => setStep(TIME_STEP)}>
                Back
              </Button>
              <Button onClick={submit} disabled={!ready} loading={busy}>
                Schedule tour
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

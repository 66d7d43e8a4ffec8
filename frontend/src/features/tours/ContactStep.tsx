import { Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { PHONE_MASK } from '@api';
import { maskUsPhone } from '../settings/phone-mask';
import type { TourDraft } from './tour-draft';

type ContactChange = Partial<Pick<TourDraft, 'emailOn' | 'phoneOn' | 'email' | 'phone' | 'name'>>;

export function ContactStep({
  draft,
  onChange,
}: {
  draft: TourDraft;
  onChange: (change: ContactChange) => void;
}) {
  return (
    <Stack gap="sm">
      <Text size="sm">How should the agent reach you to confirm the visit?</Text>
      <Group gap="lg" role="group" aria-label="Contact channels">
        <Checkbox
          label="Email"
          checked={draft.emailOn}
          onChange={(event) => onChange({ emailOn: event.currentTarget.checked })}
        />
        <Checkbox
          label="Phone"
          checked={draft.phoneOn}
          onChange={(event) => onChange({ phoneOn: event.currentTarget.checked })}
        />
      </Group>
      {(draft.emailOn || draft.phoneOn) && (
        <TextInput
          label="Name"
          autoComplete="name"
          value={draft.name}
          onChange={(event) => onChange({ name: event.currentTarget.value })}
        />
      )}
      {draft.emailOn && (
        <TextInput
          label="Email address"
          type="email"
          autoComplete="email"
          value={draft.email}
          onChange={(event) => onChange({ email: event.currentTarget.value })}
        />
      )}
      {draft.phoneOn && (
        <TextInput
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={PHONE_MASK}
          value={draft.phone}
          onChange={(event) => onChange({ phone: maskUsPhone(event.currentTarget.value) })}
        />
      )}
    </Stack>
  );
}

import { Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { addressError, canSubmitAddress } from './address-validation';

interface AddPropertyFormProps {
  onSubmit: (address: string) => void;
  onCancel?: () => void;
  /** First use only: the link to the sample property's preview. */
  onTrySample?: () => void;
  busy: boolean;
}

export function AddPropertyForm({ onSubmit, onCancel, onTrySample, busy }: AddPropertyFormProps) {
  const [address, setAddress] = useState('');
  const canSubmit = canSubmitAddress(address);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canSubmit && !busy) onSubmit(address.trim());
  };
  const cancel = () => {
    setAddress('');
    onCancel?.();
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Address"
          placeholder="123 Main St, Springfield, IL 62701"
          autoComplete="street-address"
          value={address}
          onChange={(event) => setAddress(event.currentTarget.value)}
          error={addressError(address)}
          disabled={busy}
          data-autofocus
        />
        <Group justify={onTrySample ? 'space-between' : 'flex-end'} gap="sm">
          {onTrySample && (
            <Anchor component="button" type="button" size="sm" onClick={onTrySample}>
              Try with sample property
            </Anchor>
          )}
          <Group gap="sm">
            <Button variant="default" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!canSubmit}>
              Add Property
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

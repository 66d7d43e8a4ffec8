import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { addressError, canSubmitAddress } from './address-validation';
import { LookupMessage } from './LookupMessage';

interface AddPropertyFormProps {
  onSubmit: (address: string) => void;
  onCancel?: () => void;
  busy: boolean;
}

export function AddPropertyForm({ onSubmit, onCancel, busy }: AddPropertyFormProps) {
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
        {busy && <LookupMessage />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={!canSubmit}>
            Add Property
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

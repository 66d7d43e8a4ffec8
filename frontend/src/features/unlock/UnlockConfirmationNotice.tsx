import { Alert, Group, Loader, Text } from '@mantine/core';
import type { UnlockConfirmation } from './use-unlock-confirmation';

export function UnlockConfirmationNotice({ state }: { state: UnlockConfirmation }) {
  if (state === 'none') return null;
  if (state === 'failed') {
    return (
      <Alert color="red" title="Payment not completed">
        The payment did not go through, so the property is still locked. You have not been charged.
      </Alert>
    );
  }
  return (
    <Alert color="blue">
      <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
        {state === 'waiting' && <Loader size="xs" />}
        <Text size="sm">
          {state === 'waiting'
            ? 'Payment received. Unlocking your property…'
            : 'Your payment is still being confirmed. Reload this page in a few minutes.'}
        </Text>
      </Group>
    </Alert>
  );
}

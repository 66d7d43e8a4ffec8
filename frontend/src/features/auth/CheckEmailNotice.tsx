import { Anchor, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { ResendVerificationButton } from './ResendVerificationButton';

interface CheckEmailNoticeProps {
  /** The address just signed up, for the resend button. */
  email: string;
  onBackToLogin: () => void;
}

export function CheckEmailNotice({ email, onBackToLogin }: CheckEmailNoticeProps) {
  return (
    <Stack align="center" gap="md" ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Title order={2}>Check your email!</Title>
      <Text c="dimmed">We&apos;ve sent you an email. Please check your inbox for further instructions.</Text>
      <ResendVerificationButton email={email} />
      <Anchor component={Link} to="/auth/sign-in" onClick={onBackToLogin}>
        Back to login
      </Anchor>
    </Stack>
  );
}

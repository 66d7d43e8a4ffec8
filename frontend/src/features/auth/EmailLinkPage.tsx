// The pages behind the e-mailed links (verify the address, confirm a new one, undo a change). Opening one changes
// nothing, because mail scanners follow links: the button is what posts the token, as on the tour desk's page.
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useLinkToken } from '../../components/use-link-token';
import { ApiError } from '../../app/api-client';
import { postEmailLink, type EmailLinkKind } from './email-link-api';

interface LinkText {
  title: string;
  explanation: string;
  button: string;
  /** Where the browser goes once it worked, and when the link itself is refused: the pages' existing notices. */
  done: string;
  refused: string;
}

export const EMAIL_LINK_TEXT: Record<EmailLinkKind, LinkText> = {
  verify: {
    title: 'Verify your email',
    explanation: 'Confirm that this is your email address to finish creating your Homeward account.',
    button: 'Verify my email',
    done: '/auth/sign-in?verified=1',
    refused: '/auth/sign-in?verify_error=1',
  },
  confirm: {
    title: 'Confirm your new email',
    explanation:
      'Make this address the one you sign in with. Other devices signed in to your account are signed out.',
    button: 'Confirm new email',
    done: '/settings?email=confirmed',
    refused: '/settings?email=invalid',
  },
  undo: {
    title: 'Undo the email change',
    explanation:
      'Move your account back to this address. Everyone signed in to your account, on every device, is signed out.',
    button: 'Move my account back',
    done: '/auth/sign-in?email_restored=1',
    refused: '/auth/sign-in?email_undo=invalid',
  },
};

/** A 4xx is the link's own verdict (unknown, used, expired); anything else may pass on a second try. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const token = useLinkToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const text = EMAIL_LINK_TEXT[kind];
  const action = useMutation({
    mutationFn: () => postEmailLink(kind, token),
    onSuccess: async () => {
      // The account's address or sessions changed: whatever was cached about the user is stale.
      await queryClient.invalidateQueries();
      navigate(text.done, { replace: true });
    },
    onError: (error) => {
      if (isRefusal(error)) navigate(text.refused, { replace: true });
    },
  });

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{text.title}</Title>
        {token === '' ? (
          <Text>This link is invalid or has expired.</Text>
        ) : (
          <>
            <Text>{text.explanation}</Text>
            {action.isError && !isRefusal(action.error) && (
              <Alert color="red" title="That did not work">
                Please try again.
              </Alert>
            )}
            <div>
              <Button onClick={() => action.mutate()} loading={action.isPending}>
                {text.button}
              </Button>
            </div>
          </>
        )}
      </Stack>
    </Container>
  );
}

export const VerifyEmailPage = () => <EmailLinkPage kind="verify" />;
export const ConfirmEmailPage = () => <EmailLinkPage kind="confirm" />;
export const UndoEmailChangePage = () => <EmailLinkPage kind="undo" />;

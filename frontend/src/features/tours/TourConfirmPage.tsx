// The tour desk's page behind the 'Confirm {date} {time}' links of the tour e-mail. Opening it only describes the
// slot (mail scanners follow links); the Confirm button is what confirms. The token goes to the BFF in the body.
import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLinkToken } from '../../components/use-link-token';
import { ApiError } from '../../app/api-client';
import { LINK_PROBLEM_TEXT, linkProblemOf, type LinkProblem } from './confirmation-states';
import { confirmTour, describeTourConfirmation } from './tours-api';
import type { TourConfirmation } from './tours-contract';

function Page({ children }: { children: React.ReactNode }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">{children}</Stack>
    </Container>
  );
}

function Problem({ problem, detail }: { problem: LinkProblem; detail?: string }) {
  const text = LINK_PROBLEM_TEXT[problem];
  return (
    <Page>
      <Title order={1}>{text.title}</Title>
      <Text>{text.message}</Text>
      {detail && <Text c="dimmed">{detail}</Text>}
    </Page>
  );
}

function SlotFacts({ confirmation }: { confirmation: TourConfirmation }) {
  return (
    <Stack gap={4}>
      <Text>
        <Text span fw={600}>
          Property:{' '}
        </Text>
        {confirmation.property_address}
      </Text>
      <Text>
        <Text span fw={600}>
          Time:{' '}
        </Text>
        {confirmation.slot.label} ({confirmation.time_zone_label})
      </Text>
    </Stack>
  );
}

/** The server's own words for a 409, which says which of its reasons applies (cancelled, another slot). */
const detailOf = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? error.message : undefined;

export function TourConfirmPage() {
  const token = useLinkToken();
  const describe = useQuery({
    queryKey: ['tour-confirmation', token],
    queryFn: ({ signal }) => describeTourConfirmation(token, signal),
    enabled: token !== '',
    staleTime: Infinity,
  });
  const confirm = useMutation({ mutationFn: () => confirmTour(token) });

  if (token === '') return <Problem problem="invalid" />;
  if (describe.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading the tour" />
      </Center>
    );
  }
  if (describe.error)
    return <Problem problem={linkProblemOf(describe.error)} detail={detailOf(describe.error)} />;
  const confirmProblem = confirm.error ? linkProblemOf(confirm.error) : null;
  // The link's own verdicts end the page; a failure on the way (network, server) leaves the button to try again.
  if (confirmProblem && confirmProblem !== 'unavailable') {
    return <Problem problem={confirmProblem} detail={detailOf(confirm.error)} />;
  }

  const confirmation = confirm.data ?? describe.data;
  // Described but no longer open (another time confirmed, or the tour cancelled): nothing to offer a click for.
  if (!confirm.data && !confirmation.already_confirmed && confirmation.status !== 'requested') {
    return <Problem problem="used" />;
  }
  // A second follow of the same link says so and changes nothing.
  if (confirmation.already_confirmed || (confirm.data && confirmation.status === 'confirmed')) {
    const fresh = confirm.data !== undefined && !confirm.data.already_confirmed;
    return (
      <Page>
        <Title order={1}>{fresh ? 'Tour confirmed' : 'This tour is already confirmed'}</Title>
        <SlotFacts confirmation={confirmation} />
        <Alert color="green">
          {fresh
            ? 'The buyer will receive a calendar invitation for this time.'
            : 'Nothing changed: the buyer already has the invitation for this time.'}
        </Alert>
      </Page>
    );
  }
  return (
    <Page>
      <Title order={1}>Confirm the tour</Title>
      <Text>The buyer proposed this time for a tour. Confirm it to send them a calendar invitation.</Text>
      <SlotFacts confirmation={confirmation} />
      {confirmProblem === 'unavailable' && (
        <Alert color="red" title="The tour was not confirmed">
          Please try again.
        </Alert>
      )}
      <div>
        <Button onClick={() => confirm.mutate()} loading={confirm.isPending}>
          Confirm {confirmation.slot.label}
        </Button>
      </div>
    </Page>
  );
}

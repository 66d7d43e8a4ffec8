import { Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessage } from '../../app/api-client';
import { useCurrentUser } from '../auth/use-current-user';
import { AddPropertyModal } from '../properties/AddPropertyModal';
import { LookupWaitingModal } from '../properties/LookupWaitingModal';
import { PropertyPreviewModal } from '../properties/PropertyPreviewModal';
import { SamplePreviewModal } from '../properties/SamplePreviewModal';
import { usePropertyList } from '../properties/property-queries';
import { useAddPropertyFlow } from '../properties/use-add-property-flow';
import { GuideNextStep } from './GuideNextStep';
import { useAllTours, useUpcomingTours } from './home-page-api';
import { PropertyProgressCard } from './PropertyProgressCard';
import { NewUserWelcome } from './NewUserWelcome';
import { RecentNotifications } from './RecentNotifications';
import { UpcomingTours } from './UpcomingTours';

const firstNameOf = (fullName: string | undefined) => fullName?.trim().split(/\s+/)[0] ?? '';

/** `/`, where sign-in lands: the guide's next step, each home's progress, upcoming tours and recent notifications. */
export function HomePage() {
  const { data: user } = useCurrentUser();
  const list = usePropertyList('');
  const tours = useUpcomingTours();
  const allTours = useAllTours();
  const flow = useAddPropertyFlow();
  const [addOpened, addModal] = useDisclosure(false);
  const [sampleOpened, sampleModal] = useDisclosure(false);
  const name = firstNameOf(user?.full_name);
  const properties = list.data;

  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1}>{name ? `Welcome, ${name}` : 'Welcome'}</Title>
        <GuideNextStep />

        <Stack gap="sm" component="section" aria-labelledby="home-properties-title">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h3" id="home-properties-title">
              Your properties
            </Title>
            {properties && properties.length > 0 && (
              <Button variant="subtle" onClick={addModal.open}>
                Add property
              </Button>
            )}
          </Group>
          {list.isPending && (
            <Center py="md">
              <Loader aria-label="Loading properties" />
            </Center>
          )}
          {list.isError && (
            <Stack align="flex-start" gap="xs">
              <Text>{errorMessage(list.error)}</Text>
              <Button variant="default" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </Stack>
          )}
          {properties?.length === 0 && (
            <NewUserWelcome onAddFirst={addModal.open} onPreviewSample={sampleModal.open} />
          )}
          {properties && properties.length > 0 && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {properties.map((property) => (
                <PropertyProgressCard key={property.id} property={property} tours={allTours.data} />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <UpcomingTours tours={tours.data} loading={tours.isPending} unavailable={tours.isError} />
          <RecentNotifications />
        </SimpleGrid>
      </Stack>

      {/* The property list's own add flow: the same form, lookup, preview and navigation to the new home. */}
      <AddPropertyModal
        opened={addOpened}
        busy={flow.isLookingUp}
        onClose={addModal.close}
        onSubmit={(address) => flow.start(address, addModal.close)}
      />
      <LookupWaitingModal opened={flow.isLookingUp} />
      <PropertyPreviewModal
        draft={flow.draft}
        confirming={flow.isActivating}
        onConfirm={flow.confirm}
        onCancel={flow.cancel}
      />
      <SamplePreviewModal
        opened={sampleOpened}
        onClose={sampleModal.close}
        onAddFirst={() => {
          sampleModal.close();
          addModal.open();
        }}
      />
    </Container>
  );
}

import { Anchor, Box, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTool } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { ContractDeadlines } from '../documents/deadlines/ContractDeadlines';
import { ObjectionTimeline } from '../documents/objection/ObjectionTimeline';
import { GUIDED_TOUR_TARGETS } from '../guided-tour/guided-tour-steps';
import { PropertyProgressPanel } from '../home-page/PropertyProgressPanel';
import { SavedDocuments } from '../documents/SavedDocuments';
import { PropertyTours } from '../tours/PropertyTours';
import { UnlockConfirmationNotice } from '../unlock/UnlockConfirmationNotice';
import { useUnlockConfirmation } from '../unlock/use-unlock-confirmation';
import { PropertyActionsMenu } from './PropertyActionsMenu';
import { PropertyDialogsHost, usePropertyDialogs } from './PropertyDialogs';
import { PropertyFacts } from './PropertyFacts';
import type { Property } from '@api';
import { displayAddress, streetViewUrl } from './property-format';
import { propertyKeys, usePropertyDetail } from './property-queries';
import { useStreetView } from './use-property-media';

function BackToProperties() {
  return (
    <Anchor component={Link} to="/properties" size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> All properties
      </Group>
    </Anchor>
  );
}

export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const { data: property, error, isPending } = usePropertyDetail(id);
  const confirmation = useUnlockConfirmation(id, property?.is_unlocked, propertyKeys.detail(id));

  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading property" />
      </Center>
    );
  }
  if (error || !property) {
    // A malformed id is a 400 from the BFF; to the user it is the same missing property as a 404.
    const missing = error instanceof ApiError && (error.isNotFound || error.status === 400);
    return (
      <Container size="md" py="xl">
        <Stack align="flex-start">
          <BackToProperties />
          <Title order={1}>{missing ? 'Property not found' : 'Something went wrong'}</Title>
          <Text c="dimmed">
            {missing ? 'This property does not exist or is no longer in your list.' : errorMessage(error)}
          </Text>
        </Stack>
      </Container>
    );
  }

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <BackToProperties />
        <UnlockConfirmationNotice state={confirmation} />
        <OwnedProperty property={property} />
      </Stack>
    </Container>
  );
}

function OwnedProperty({ property }: { property: Property }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dialogs = usePropertyDialogs();
  const streetView = useStreetView(property);
  const address = displayAddress(property);
  const leaveAfterRemoval = () => {
    navigate('/properties');
    queryClient.removeQueries({ queryKey: propertyKeys.detail(property.id) });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
  };

  return (
    <>
      {/* On a phone a long address takes the full width and the buttons go below it, not a narrow column. */}
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Title order={1} size="h2">
          {address}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Button variant="light" leftSection={<IconTool size={16} />} onClick={() => dialogs.show('tools')}>
            Tools
          </Button>
          <PropertyActionsMenu
            property={property}
            address={address}
            streetViewLink={streetViewUrl(property) ?? streetView.link}
            onUnlock={() => dialogs.show('unlock')}
            onEdit={() => dialogs.show('edit')}
            onRemove={() => dialogs.show('remove')}
          />
        </Group>
      </Group>
      <PropertyFacts property={property} address={address} />
      <PropertyProgressPanel property={property} onOpenTools={() => dialogs.show('tools')} />
      <PropertyTours propertyId={property.id} />
      <ContractDeadlines propertyId={property.id} />
      <ObjectionTimeline propertyId={property.id} />
      {/* The guided tour's third target (features/guided-tour/README.md). */}
      <Box data-guided-tour={GUIDED_TOUR_TARGETS.documents}>
        <SavedDocuments propertyId={property.id} />
      </Box>
      <PropertyDialogsHost
        property={property}
        address={address}
        dialogs={dialogs}
        afterRemoved={leaveAfterRemoval}
      />
    </>
  );
}

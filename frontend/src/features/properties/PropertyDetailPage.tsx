import { Anchor, Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ApiError, errorMessage } from '../../app/api-client';
import { PropertyBadges } from './PropertyBadges';
import { PropertyGallery } from './PropertyGallery';
import { PropertyPrice } from './PropertyPrice';
import { RemovePropertyModal } from './RemovePropertyModal';
import { displayAddress } from './property-format';
import { propertyKeys, usePropertyDetail } from './property-queries';
import { useRemoveProperty } from './use-remove-property';

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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: property, error, isPending } = usePropertyDetail(id);
  const [removeOpened, removeModal] = useDisclosure(false);
  const remove = useRemoveProperty(() => {
    navigate('/properties');
    queryClient.removeQueries({ queryKey: propertyKeys.detail(id) });
    void queryClient.invalidateQueries({ queryKey: propertyKeys.all });
  });

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

  const address = displayAddress(property);
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <BackToProperties />
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1} size="h2">
            {address}
          </Title>
          {!property.is_unlocked && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={removeModal.open}
            >
              Remove
            </Button>
          )}
        </Group>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <PropertyGallery images={property.images} address={address} />
            <PropertyBadges property={property} />
            <PropertyPrice price={property.price} size="xl" />
          </Stack>
        </Paper>
      </Stack>
      <RemovePropertyModal
        opened={removeOpened}
        removing={remove.isPending}
        onClose={removeModal.close}
        onConfirm={() => remove.mutate(property.id, { onSuccess: removeModal.close })}
      />
    </Container>
  );
}

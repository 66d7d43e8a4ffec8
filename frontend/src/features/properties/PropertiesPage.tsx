import { Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { AddPropertyModal } from './AddPropertyModal';
import { GetStarted } from './GetStarted';
import { LookupWaitingModal } from './LookupWaitingModal';
import { PropertyGrid } from './PropertyGrid';
import { PropertyPreviewModal } from './PropertyPreviewModal';
import { SEARCH_PARAM } from './PropertySearchInput';
import { SamplePreviewModal } from './SamplePreviewModal';
import { usePropertyList } from './property-queries';
import { useAddPropertyFlow } from './use-add-property-flow';

export function PropertiesPage() {
  // The main layout's search box writes the term here, already debounced.
  const [params] = useSearchParams();
  const debouncedSearch = (params.get(SEARCH_PARAM) ?? '').trim();
  const list = usePropertyList(debouncedSearch);
  const flow = useAddPropertyFlow();
  const [addOpened, addModal] = useDisclosure(false);
  const [sampleOpened, sampleModal] = useDisclosure(false);
  const addAddress = (address: string) => flow.start(address, addModal.close);
  const firstUse = list.data?.length === 0 && debouncedSearch === '';

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" mb="lg" gap="md">
        <Title order={1}>Properties</Title>
        {!firstUse && (
          <Button leftSection={<IconPlus size={16} />} onClick={addModal.open}>
            Add property
          </Button>
        )}
      </Group>

      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading properties" />
        </Center>
      )}
      {list.isError && (
        <Stack align="center" py="xl">
          <Text>{errorMessage(list.error)}</Text>
          <Button variant="default" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {/* Hidden behind an open preview so its own 'Add Property' button is not a second one on the page. */}
      {firstUse && !flow.draft && (
        <GetStarted busy={flow.isLookingUp} onSubmit={flow.start} onTrySample={sampleModal.open} />
      )}
      {list.data?.length === 0 && !firstUse && (
        <Text c="dimmed" ta="center" py="xl">
          No properties match &ldquo;{debouncedSearch}&rdquo;.
        </Text>
      )}
      {list.data && list.data.length > 0 && <PropertyGrid properties={list.data} />}

      <AddPropertyModal
        opened={addOpened}
        busy={flow.isLookingUp}
        onClose={addModal.close}
        onSubmit={addAddress}
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
          if (!firstUse) addModal.open();
        }}
      />
    </Container>
  );
}

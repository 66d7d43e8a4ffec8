import { Anchor, Box, Button, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { PropertyFacts } from './PropertyFacts';
import { PropertyToolsModal } from './PropertyToolsModal';
import { displayAddress } from './property-format';
import { useSampleProperty } from './property-queries';

export const SAMPLE_BANNER = "You're looking at a sample property";

export function SamplePropertyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const sample = useSampleProperty();
  const [toolsOpen, setToolsOpen] = useState(false);
  // Back to wherever in the app the sample was opened from; straight to the list when it was opened directly. The
  // router's first entry has the key 'default'; the browser's history length would also count pages of other sites
  // (and, in tests, of other files), so Back could leave the app or do nothing.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/properties'));

  return (
    <>
      <Box bg="black" c="white" py="sm" component="section" aria-label="Sample property">
        <Container size="md">
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{SAMPLE_BANNER}</Text>
            <Anchor component="button" type="button" c="white" onClick={back}>
              <Group gap={4} component="span">
                <IconArrowLeft size={14} aria-hidden /> Back
              </Group>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container size="md" py="xl">
        {sample.isPending && (
          <Center py="xl">
            <Loader aria-label="Loading the sample property" />
          </Center>
        )}
        {sample.isError && <Text>{errorMessage(sample.error)}</Text>}
        {sample.data && (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Title order={1} size="h2">
                {displayAddress(sample.data)}
              </Title>
              {/* Every tool can be tried here: each one says where the sample stops (no tour sent, no report). */}
              <Button variant="light" leftSection={<IconTool size={16} />} onClick={() => setToolsOpen(true)}>
                Tools
              </Button>
            </Group>
            <PropertyFacts property={sample.data} address={displayAddress(sample.data)} />
            <PropertyToolsModal
              property={sample.data}
              address={displayAddress(sample.data)}
              opened={toolsOpen}
              onClose={() => setToolsOpen(false)}
              // The sample is shown unlocked, so nothing leads to the unlock; were it ever locked, it stays so.
              onUnlock={() => setToolsOpen(false)}
            />
          </Stack>
        )}
      </Container>
    </>
  );
}

import { Anchor, Box, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/api-client';
import { PropertyFacts } from './PropertyFacts';
import { displayAddress } from './property-format';
import { useSampleProperty } from './property-queries';

export const SAMPLE_BANNER = "You're looking at a sample property";

export function SamplePropertyPage() {
  const navigate = useNavigate();
  const sample = useSampleProperty();
  // Back to wherever the sample was opened from; straight to the list when it was opened directly.
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/properties'));

  return (
    <>
      <Box bg="black" c="white" py="sm" component="section" aria-label="Sample property">
        <Container size="md">
          <Group justify="space-between">
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
            <Title order={1} size="h2">
              {displayAddress(sample.data)}
            </Title>
            <PropertyFacts property={sample.data} address={displayAddress(sample.data)} />
          </Stack>
        )}
      </Container>
    </>
  );
}

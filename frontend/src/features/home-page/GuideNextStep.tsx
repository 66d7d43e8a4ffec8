import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconListCheck } from '@tabler/icons-react';
import { PurchaseGuideModal } from '../purchase-guide/PurchaseGuideModal';
import { PURCHASE_GUIDE_STAGES } from '../purchase-guide/stages';
import { usePurchaseChecklist } from '../purchase-guide/use-purchase-checklist';
import { nextGuideStep } from './next-guide-step';

/** The purchase guide's first unticked step, with the guide one click away. */
export function GuideNextStep() {
  const { checklist } = usePurchaseChecklist();
  const [opened, guide] = useDisclosure(false);
  const next = nextGuideStep(checklist, PURCHASE_GUIDE_STAGES);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="home-guide-title">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="home-guide-title">
          Your next step
        </Title>
        {next ? (
          <>
            <Text size="sm" c="dimmed">
              Stage {next.stageNumber} of {PURCHASE_GUIDE_STAGES.length}: {next.stage.title}
            </Text>
            <Text fw={600}>{next.step.label}</Text>
          </>
        ) : (
          <Text>Every step of the purchase guide is ticked. Congratulations on your new home!</Text>
        )}
        <Button variant="light" leftSection={<IconListCheck size={16} aria-hidden />} onClick={guide.open}>
          Open the purchase guide
        </Button>
      </Stack>
      <PurchaseGuideModal opened={opened} onClose={guide.close} />
    </Paper>
  );
}

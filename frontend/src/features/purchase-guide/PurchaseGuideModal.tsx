import { Accordion, Alert, Badge, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { stageProgress, isStepDone } from './checklist';
import { PURCHASE_GUIDE_STAGES, type GuideStage } from './stages';
import { usePurchaseChecklist } from './use-purchase-checklist';
import { useFullScreenOnPhone } from '../../components/use-full-screen-on-phone';

export const PURCHASE_GUIDE_TITLE = 'How does it work?';

interface PurchaseGuideModalProps {
  opened: boolean;
  onClose: () => void;
}

export function PurchaseGuideModal({ opened, onClose }: PurchaseGuideModalProps) {
  const fullScreenOnPhone = useFullScreenOnPhone();
  const { checklist, setStep } = usePurchaseChecklist();

  const stageHeader = (stage: GuideStage, index: number) => {
    const { done, total } = stageProgress(checklist, stage);
    return (
      <Group justify="space-between" wrap="nowrap" pr="sm">
        <Text fw={600}>
          {index + 1}. {stage.title}
        </Text>
        <Badge variant={done === total ? 'filled' : 'light'} color={done === total ? 'green' : 'gray'}>
          {done}/{total}
        </Badge>
      </Group>
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={PURCHASE_GUIDE_TITLE} size="lg" {...fullScreenOnPhone}>
      <Text c="dimmed" size="sm" mb="md">
        Buying a home without an agent comes down to {PURCHASE_GUIDE_STAGES.length} stages. Tick the steps as
        you go; your progress is saved to your account.
      </Text>
      <Accordion defaultValue={PURCHASE_GUIDE_STAGES[0]?.key} variant="separated">
        {PURCHASE_GUIDE_STAGES.map((stage, index) => (
          <Accordion.Item key={stage.key} value={stage.key}>
            <Accordion.Control>{stageHeader(stage, index)}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="sm">{stage.summary}</Text>
                {stage.advice && (
                  <Alert color="yellow" variant="light" icon={<IconBulb size={18} />} p="xs">
                    <Text size="sm">{stage.advice}</Text>
                  </Alert>
                )}
                {stage.steps.map((step) => (
                  <Checkbox
                    key={step.key}
                    label={step.label}
                    checked={isStepDone(checklist, stage.key, step.key)}
                    onChange={(event) => setStep(stage.key, step.key, event.currentTarget.checked)}
                  />
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Modal>
  );
}

import { Badge, Checkbox, Group, NumberInput, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { ItemChoice } from './objection-form';
import { withRemedy } from './objection-form';

const REMEDIES = [
  { value: 'repair', label: 'Repair' },
  { value: 'credit', label: 'Credit' },
];

const SEVERITY_COLORS: Record<string, string> = { critical: 'red', major: 'orange', moderate: 'yellow' };

const amountOf = (value: string | number): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** One finding: whether the buyer objects to it, a repair or a credit, and the estimate (the report's, editable). */
export function ObjectionItemRow({
  item,
  onChange,
}: {
  item: ItemChoice;
  onChange: (item: ItemChoice) => void;
}) {
  const money = { prefix: '$', thousandSeparator: ',', min: 0, allowNegative: false, size: 'xs' } as const;
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label={item.title}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Checkbox
            label={item.title}
            checked={item.chosen}
            onChange={(event) => onChange({ ...item, chosen: event.currentTarget.checked })}
          />
          {item.severity && (
            <Badge color={SEVERITY_COLORS[item.severity] ?? 'gray'} variant="light">
              {item.severity}
            </Badge>
          )}
        </Group>
        {item.chosen && (
          <Group gap="sm" align="flex-end" wrap="wrap">
            <SegmentedControl
              aria-label={`Ask for ${item.title}`}
              size="xs"
              data={REMEDIES}
              value={item.remedy}
              onChange={(value) => onChange(withRemedy(item, value as ItemChoice['remedy']))}
            />
            <NumberInput
              {...money}
              label="Estimate from"
              value={item.cost_from ?? ''}
              onChange={(value) => onChange({ ...item, cost_from: amountOf(value) })}
              w={130}
            />
            <NumberInput
              {...money}
              label="Estimate to"
              value={item.cost_to ?? ''}
              onChange={(value) => onChange({ ...item, cost_to: amountOf(value) })}
              w={130}
            />
            {item.remedy === 'credit' && (
              <NumberInput
                {...money}
                label="Credit asked"
                value={item.credit_amount ?? ''}
                onChange={(value) => onChange({ ...item, credit_amount: amountOf(value) })}
                w={140}
              />
            )}
          </Group>
        )}
        {item.chosen && item.cost_from === null && (
          <Text size="xs" c="dimmed">
            The report gives no estimate for this item; add one if you have a quote.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SEVERITIES, type HomeInspection, type Severity } from './home-inspection-contract';
import { formatPriceRange, SEVERITY_COLORS, SEVERITY_LABELS } from './severity-format';

function plural(count: number): string {
  return `${count} ${count === 1 ? 'issue' : 'issues'}`;
}

/** What a tier adds up to: "expect $X-$Y" when its findings carry cost estimates. */
export function tierEstimate(total: { count: number; from: number; to: number } | undefined): string {
  if (!total || total.count === 0) return 'Nothing found';
  if (total.to <= 0) return 'No cost estimate';
  return `expect ${formatPriceRange(total, '-')}`;
}

/** Beyond the spec: per tier, how many findings and the repair range they add up to, at a glance. */
export function SeverityTotals({ totals }: { totals: HomeInspection['severity_totals'] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {SEVERITIES.map((severity: Severity) => {
        const total = totals[severity];
        return (
          <Paper
            key={severity}
            withBorder
            p="sm"
            role="group"
            aria-label={`${SEVERITY_LABELS[severity]} total`}
          >
            <Stack gap={4}>
              <Badge color={SEVERITY_COLORS[severity]} variant="light">
                {SEVERITY_LABELS[severity]}
              </Badge>
              <Text size="sm" fw={600}>
                {plural(total?.count ?? 0)}
              </Text>
              <Text size="sm" c="dimmed">
                {tierEstimate(total)}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

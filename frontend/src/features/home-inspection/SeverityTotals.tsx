import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { SEVERITIES, type HomeInspection, type Severity } from './home-inspection-contract';
import { COST_SOURCE_LABELS, formatPriceRange, SEVERITY_COLORS, SEVERITY_LABELS } from './severity-format';

function plural(count: number): string {
  return `${count} ${count === 1 ? 'issue' : 'issues'}`;
}

type TierTotal = HomeInspection['severity_totals'][Severity];

/** What a tier adds up to: "expect $X-$Y" when its findings carry cost estimates. */
export function tierEstimate(total: Pick<TierTotal, 'count' | 'from' | 'to'> | undefined): string {
  if (!total || total.count === 0) return 'Nothing found';
  if (total.to <= 0) return 'No cost estimate';
  return `expect ${formatPriceRange(total, '-')}`;
}

/** The part of a tier's total that is the inspector's own estimates, or null when none of it is. */
export function inspectorPart(total: TierTotal | undefined): string | null {
  const part = total?.inspector;
  if (!part || part.count === 0) return null;
  const share = part.count === total.count ? 'all' : formatPriceRange(part, '-');
  return `${share} from the ${COST_SOURCE_LABELS.inspector}s`;
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
              {inspectorPart(total) && (
                <Text size="xs" c="dimmed">
                  {inspectorPart(total)}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

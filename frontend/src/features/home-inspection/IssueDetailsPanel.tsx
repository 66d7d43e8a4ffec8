import { Badge, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import type { InspectionIssue } from './home-inspection-contract';
import { COST_SOURCE_LABELS, formatPriceRange } from './severity-format';

export const GATHERING_INFO = 'Gathering info...';

interface IssueDetailsPanelProps {
  issue: InspectionIssue;
  loading: boolean;
  onLoad: () => void;
}

/** A finding opened: the inspector's words, then what it means, what it costs and what to do. */
export function IssueDetailsPanel({ issue, loading, onLoad }: IssueDetailsPanelProps) {
  const { details } = issue;
  return (
    <Stack gap="sm">
      <Text size="sm">{issue.description}</Text>
      {loading && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {GATHERING_INFO}
          </Text>
        </Group>
      )}
      {!loading && !details && (
        // Only after a failed load (the notice said so): a way to ask again without closing the finding.
        <Button variant="subtle" size="compact-sm" onClick={onLoad} style={{ alignSelf: 'flex-start' }}>
          Load details
        </Button>
      )}
      {details && (
        <>
          <Text size="sm">{details.issue_details}</Text>
          {details.estimated_fix_price_range && (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                Estimated fix price: {formatPriceRange(details.estimated_fix_price_range)}
              </Text>
              {details.cost_source && (
                // Whose number it is: the inspector's own, or a typical price for the area.
                <Badge
                  size="sm"
                  variant="light"
                  color={details.cost_source === 'inspector' ? 'teal' : 'gray'}
                >
                  {COST_SOURCE_LABELS[details.cost_source]}
                </Badge>
              )}
            </Group>
          )}
          {details.recommended_actions.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                Recommended actions
              </Text>
              <List size="sm" spacing={2}>
                {details.recommended_actions.map((action) => (
                  <List.Item key={action}>{action}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}

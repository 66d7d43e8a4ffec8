import { Anchor, Paper, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { HomeInspection } from '../../home-inspection/home-inspection-contract';
import { requestedCount } from './repair-findings';

/** The purchase agreement editor on its repairs field's step. */
export const repairsStepPath = (propertyId: string) =>
  `/properties/purchase-agreement?${new URLSearchParams({
    property: propertyId,
    form: 'property-condition-and-disclosure',
  })}`;

/**
 * The inspection report's way to the contract: its critical and major findings can be asked of the seller, as
 * repairs or a credit, in the purchase agreement's repairs field. Nothing when the report has none to ask about.
 */
export function RepairRequestLink({ inspection }: { inspection: HomeInspection }) {
  if (requestedCount(inspection) === 0) return null;
  return (
    <Paper withBorder p="sm" radius="sm" role="group" aria-label="Ask the seller">
      <Text size="sm">
        Ask the seller to repair the critical and major findings before settlement, or to credit you their
        cost:{' '}
        <Anchor component={Link} to={repairsStepPath(inspection.property_id)}>
          Add them to your purchase agreement
        </Anchor>
      </Text>
    </Paper>
  );
}

import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import { IconFileCheck, IconFileText, IconHomeSearch } from '@tabler/icons-react';
import type { PropertyDocuments } from '@api';

const INDICATORS = [
  { key: 'offer_letter', label: 'Offer Letter', Icon: IconFileText },
  { key: 'purchase_agreement', label: 'Purchase Agreement', Icon: IconFileCheck },
  { key: 'home_inspection', label: 'Home Inspection', Icon: IconHomeSearch },
] as const;

/** The spec's three indicators: one lights up when that document is complete or its report exists. */
export function DocumentIndicators({ documents }: { documents: PropertyDocuments }) {
  return (
    <Group gap={6} aria-label="Documents">
      {INDICATORS.map(({ key, label, Icon }) => {
        const active = documents[key];
        const state = active ? 'ready' : 'not yet';
        return (
          <Tooltip key={key} label={`${label}: ${state}`} withArrow>
            <ThemeIcon
              role="img"
              aria-label={`${label}: ${state}`}
              data-active={active}
              variant={active ? 'filled' : 'light'}
              color={active ? 'teal' : 'gray'}
              size="md"
              radius="xl"
            >
              <Icon size={16} aria-hidden />
            </ThemeIcon>
          </Tooltip>
        );
      })}
    </Group>
  );
}

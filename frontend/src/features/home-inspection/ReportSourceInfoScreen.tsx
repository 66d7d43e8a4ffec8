import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';

// The purchase guide's figure for an inspection (spec section 9): what a buyer should budget.
export const TYPICAL_INSPECTION_COST = '$300-$500';

function External({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Anchor>
  );
}

/** 'Where to get a report?': how a buyer without an agent gets a report this tool can read. */
export function ReportSourceInfoScreen({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        A home inspection report comes from a licensed home inspector you hire after your offer is accepted,
        within the option or due-diligence period of your purchase agreement.
      </Text>
      <List size="sm" spacing="xs" type="ordered">
        <List.Item>
          <b>Find a licensed inspector.</b> Most states license home inspectors; check the license with your
          state board. The <External href="https://www.nachi.org">InterNACHI</External> and{' '}
          <External href="https://www.homeinspector.org">ASHI</External> directories list certified inspectors
          near the property, with their reviews.
        </List.Item>
        <List.Item>
          <b>Budget for it.</b> A standard inspection typically costs {TYPICAL_INSPECTION_COST}, depending on
          the home&apos;s size, age and location. Radon, sewer scope or termite (WDI) inspections cost extra.
        </List.Item>
        <List.Item>
          <b>Book it early.</b> Schedule it as soon as your offer is accepted so the findings arrive before
          your deadline to negotiate repairs or walk away. Attend if you can: the inspector will show you the
          issues.
        </List.Item>
        <List.Item>
          <b>Ask for the full report as a PDF.</b> Most inspectors deliver it within a day or two. A Word
          document (DOCX or DOC) works too. Upload the whole report, not only its summary page.
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        A seller&apos;s pre-listing inspection can be uploaded too, but an inspector working for you is the
        safer choice.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back
        </Button>
      </Group>
    </Stack>
  );
}

import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_SEVERITY,
  SEVERITIES,
  type InspectionIssue,
  type Severity,
} from './home-inspection-contract';
import { IssueAccordion } from './IssueAccordion';
import { SEVERITY_LABELS } from './severity-format';

export const NO_ISSUES = 'Looks like no issues were found';

const byTitle = (a: InspectionIssue, b: InspectionIssue) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });

/** The spec orders findings by title; sorting here as well keeps that true whatever order they arrive in. */
export function groupBySeverity(issues: InspectionIssue[]): Record<Severity, InspectionIssue[]> {
  const groups = Object.fromEntries(
    SEVERITIES.map((severity) => [severity, [] as InspectionIssue[]]),
  ) as Record<Severity, InspectionIssue[]>;
  for (const issue of issues) groups[issue.severity].push(issue);
  for (const severity of SEVERITIES) groups[severity].sort(byTitle);
  return groups;
}

function NoIssues() {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {NO_ISSUES}
    </Text>
  );
}

export function DetailedFindings({
  inspectionId,
  issues,
}: {
  inspectionId: string;
  issues: InspectionIssue[];
}) {
  const [tab, setTab] = useState<string | null>(DEFAULT_SEVERITY);
  const groups = groupBySeverity(issues);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Detailed Findings
      </Title>
      {issues.length === 0 ? (
        <NoIssues />
      ) : (
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {SEVERITIES.map((severity) => (
              <Tabs.Tab key={severity} value={severity}>
                {`${SEVERITY_LABELS[severity]} (${groups[severity].length})`}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {SEVERITIES.map((severity) => (
            <Tabs.Panel key={severity} value={severity} pt="md">
              {groups[severity].length === 0 ? (
                <NoIssues />
              ) : (
                <IssueAccordion inspectionId={inspectionId} issues={groups[severity]} />
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}

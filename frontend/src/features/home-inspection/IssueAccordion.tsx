import { Accordion, Text } from '@mantine/core';
import { useState } from 'react';
import type { InspectionIssue } from './home-inspection-contract';
import { useExplainIssue } from './home-inspection-queries';
import { IssueDetailsPanel } from './IssueDetailsPanel';

interface IssueAccordionProps {
  inspectionId: string;
  /** One tier's findings, already sorted by title. */
  issues: InspectionIssue[];
}

/** Findings of one tier; opening one whose details were never loaded asks the server for them (the spec). */
export function IssueAccordion({ inspectionId, issues }: IssueAccordionProps) {
  const explain = useExplainIssue(inspectionId);
  const [open, setOpen] = useState<string[]>([]);
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());

  const load = (issueId: string) => {
    if (loading.has(issueId)) return;
    setLoading((current) => new Set(current).add(issueId));
    // mutateAsync, not mutate: a per-call callback of mutate fires only for the latest of concurrent calls.
    explain
      .mutateAsync(issueId)
      .catch(() => undefined) // the hook's own onError has told the buyer
      .finally(() =>
        setLoading((current) => {
          const next = new Set(current);
          next.delete(issueId);
          return next;
        }),
      );
  };

  const changed = (values: string[]) => {
    const opened = values.filter((id) => !open.includes(id));
    setOpen(values);
    for (const id of opened) {
      if (issues.find((issue) => issue.id === id)?.details === null) load(id);
    }
  };

  return (
    <Accordion multiple value={open} onChange={changed} variant="separated">
      {issues.map((issue) => (
        <Accordion.Item key={issue.id} value={issue.id}>
          <Accordion.Control>
            <Text fw={500}>{issue.title}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <IssueDetailsPanel issue={issue} loading={loading.has(issue.id)} onLoad={() => load(issue.id)} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

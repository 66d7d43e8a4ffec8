import { Alert, Button, Group, Loader, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { formatUsd, totalCredit, type ObjectionPeriods } from '@homeward/document-definitions';
import { useState } from 'react';
import type { Objection } from '@api';
import { ApiError, errorMessage } from '../../../app/api-client';
import type { HomeInspection, InspectionIssue } from '../../home-inspection/home-inspection-contract';
import { useRequestFindings } from '../repairs/repair-findings';
import { useCreateObjection, useUpdateObjection } from './objection-api';
import {
  formFromObjection,
  formProblems,
  initialForm,
  localToday,
  objectionRequest,
  withSentOn,
  type ObjectionFormState,
} from './objection-form';
import { ObjectionItemRow } from './ObjectionItemRow';

interface EditorProps {
  propertyId: string;
  /** The property's analyzed report: a new objection's findings; for an edit, the others it offers (same report). */
  report: HomeInspection | null;
  /** The periods of the property's completed purchase agreement, or null when Homeward has none. */
  periods: ObjectionPeriods | null;
  /** A saved objection to edit; none to write a new one. */
  saved?: Objection;
  onSaved: (objection: Objection) => void;
  onCancel?: () => void;
}

/** The report's findings with their estimates (the repair request's loading), then the form. */
export function ObjectionEditor(props: EditorProps) {
  const { report, saved } = props;
  // An edit offers the findings of the report it was written from, when that is still the analyzed one.
  const source = report && (!saved || saved.inspection_id === report.id) ? report : null;
  const findings = useRequestFindings(source?.id ?? '', source !== null);
  if (source && findings.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Gathering the findings and their cost estimates...</Text>
      </Group>
    );
  if (source && findings.isError)
    return (
      <Alert color="red" title="Error">
        The inspection report's findings could not be loaded. Please try again.
      </Alert>
    );
  return <ObjectionForm {...props} issues={(source && findings.data) || []} />;
}

const DATE_FIELDS = [
  { key: 'sent_on', label: 'Objection sent on', hint: 'The day you deliver it to the seller, in writing.' },
  {
    key: 'seller_response_due',
    label: "Seller's response due by",
    hint: 'The seller answers in writing by then.',
  },
  {
    key: 'resolution_deadline',
    label: 'Resolution deadline',
    hint: 'You and the seller agree in writing by then, or you may cancel.',
  },
] as const;

function ObjectionForm({
  propertyId,
  report,
  periods,
  saved,
  issues,
  onSaved,
  onCancel,
}: EditorProps & { issues: InspectionIssue[] }) {
  const [state, setState] = useState<ObjectionFormState>(() =>
    saved ? formFromObjection(saved, issues) : initialForm(issues, localToday(), periods ?? undefined),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const create = useCreateObjection(propertyId);
  const update = useUpdateObjection(propertyId);
  const save = saved ? update : create;
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const set = (change: Partial<ObjectionFormState>) => setState((current) => ({ ...current, ...change }));
  const credit = totalCredit(state.items.filter((item) => item.chosen));
  const reportName = saved?.inspection_file_name || report?.file_name || 'the inspection report';

  const submit = () => {
    const found = formProblems(state);
    setProblems(found);
    if (found.length) return;
    if (saved) {
      // The objection keeps the report it was written from.
      const body = objectionRequest(state, {
        id: saved.inspection_id,
        file_name: saved.inspection_file_name,
      });
      update.mutate({ id: saved.id, body }, { onSuccess: onSaved });
    } else if (report) {
      create.mutate(objectionRequest(state, report), { onSuccess: onSaved });
    }
  };

  if (state.items.length === 0) return <Text size="sm">The report lists no findings to object to.</Text>;

  return (
    <Stack gap="md">
      <Stack gap="xs">
        <Title order={3} size="h5">
          Findings of {reportName}
        </Title>
        <Text size="sm" c="dimmed">
          {saved
            ? "The items you objected to are chosen, as you saved them; the report's other findings are offered. "
            : "The critical and major findings are chosen, with the analysis' cost estimates. "}
          Ask the seller to repair each before settlement, or to credit you at settlement instead; change the
          estimates if you have quotes.
        </Text>
        {state.items.map((item, index) => (
          <ObjectionItemRow
            key={item.finding_id || index}
            item={item}
            onChange={(changed) =>
              set({ items: state.items.map((old, at) => (at === index ? changed : old)) })
            }
          />
        ))}
        {credit !== null && <Text size="sm">Total credit asked for: {formatUsd(credit)}</Text>}
      </Stack>
      <Group grow align="flex-start" wrap="wrap">
        {DATE_FIELDS.map((field) => (
          <TextInput
            key={field.key}
            type="date"
            label={field.label}
            description={field.hint}
            value={state[field.key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setState((current) =>
                field.key === 'sent_on'
                  ? withSentOn(current, value, periods)
                  : { ...current, [field.key]: value },
              );
            }}
            // The agreement sets these from the day the objection is sent.
            readOnly={periods !== null && field.key !== 'sent_on'}
            error={fields[field.key]}
            required
          />
        ))}
      </Group>
      {periods && (
        <Text size="xs" c="dimmed">
          From your purchase agreement: the seller has {periods.sellerResponseDays} days to respond, then you
          have {periods.resolutionDays} days to agree in writing (calendar days, ending at 5:00 PM).
        </Text>
      )}
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label="To (the seller or their agent)"
          value={state.recipient_name}
          onChange={(event) => set({ recipient_name: event.currentTarget.value })}
          error={fields.recipient_name}
        />
        <TextInput
          label="Their e-mail"
          type="email"
          value={state.recipient_email}
          onChange={(event) => set({ recipient_email: event.currentTarget.value })}
          error={fields.recipient_email}
        />
      </Group>
      <Textarea
        label="Anything else to say (optional)"
        minRows={2}
        value={state.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
        error={fields.note}
      />
      {problems.length > 0 && (
        <Alert color="red" title="Check the objection">
          {problems.map((problem) => (
            <Text key={problem} size="sm">
              {problem}
            </Text>
          ))}
        </Alert>
      )}
      {save.isError && (
        <Alert color="red" title="The objection was not saved">
          {errorMessage(save.error)}
          {Object.entries(fields)
            .filter(([key]) => key.startsWith('items.'))
            .map(([key, message]) => (
              <Text key={key} size="sm">
                Objected item {Number(key.split('.')[1]) + 1}: {message}
              </Text>
            ))}
        </Alert>
      )}
      <Group justify="flex-end">
        {onCancel && (
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        )}
        <Button onClick={submit} loading={save.isPending}>
          {saved ? 'Save changes' : 'Write the objection'}
        </Button>
      </Group>
    </Stack>
  );
}

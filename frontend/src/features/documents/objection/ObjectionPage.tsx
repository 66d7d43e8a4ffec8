import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { isoToUsDate, OBJECTION_BUYER_NOTE, objectionPeriodsOf } from '@homeward/document-definitions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { Objection, Property } from '@api';
import { notifySuccess } from '../../../components/notify';
import { DueDiligenceNotice } from '../../home-inspection/DueDiligenceNotice';
import { usePropertyDetail } from '../../properties/property-queries';
import { displayAddress } from '../../properties/property-format';
import { useContractDeadlines } from '../deadlines/contract-deadlines-api';
import { useAnalyzedReport } from '../repairs/repair-findings';
import { listPropertyDocuments, savedDocumentKeys } from '../saved-documents-api';
import { useObjections } from './objection-api';
import { ObjectionEditor } from './ObjectionEditor';
import { ObjectionList } from './ObjectionList';

export const OBJECTION_TITLE = 'Due diligence objection';
export const LOCKED_MESSAGE = 'Unlock this property to write a due diligence objection.';

function BackToProperty({ propertyId }: { propertyId: string }) {
  return (
    <Anchor component={Link} to={`/properties/${encodeURIComponent(propertyId)}`} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> Back to the property
      </Group>
    </Anchor>
  );
}

/**
 * `/properties/due-diligence-objection?property=…`: the buyer's written objection to findings of the property's
 * analyzed inspection report (the REPC's Section 8.1), and the objections already written, each with its e-mail
 * text and PDF. Only on an unlocked property, as the purchase agreement and inspection tools.
 */
export function ObjectionPage() {
  const [params] = useSearchParams();
  const propertyId = params.get('property')?.trim() ?? '';
  const property = usePropertyDetail(propertyId);

  return (
    <Container size="md" py="xl">
      {property.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading property" />
        </Center>
      ) : !property.data || property.data.is_sample ? (
        <Stack align="flex-start">
          <Title order={1}>Property not found</Title>
          <Text c="dimmed">This property does not exist or is no longer in your list.</Text>
        </Stack>
      ) : (
        <UnlockedOnly property={property.data} />
      )}
    </Container>
  );
}

function UnlockedOnly({ property }: { property: Property }) {
  if (!property.is_unlocked)
    return (
      <Stack align="flex-start" gap="md">
        <BackToProperty propertyId={property.id} />
        <Title order={1}>{OBJECTION_TITLE}</Title>
        <Alert color="gray" title="Locked">
          {LOCKED_MESSAGE} It comes with the purchase agreement and the inspection analysis for $99.
        </Alert>
      </Stack>
    );
  return <ObjectionWorkspace property={property} />;
}

/** The objection periods of the property's latest completed purchase agreement, or null without one. */
function useAgreementPeriods(propertyId: string) {
  const deadlines = useContractDeadlines(propertyId);
  const documents = useQuery({
    queryKey: savedDocumentKeys.list(propertyId),
    queryFn: ({ signal }) => listPropertyDocuments(propertyId, signal),
  });
  const agreementId = deadlines.data?.purchase_agreement_id;
  const agreement = agreementId ? documents.data?.find((document) => document.id === agreementId) : undefined;
  return {
    ready: deadlines.isFetched && (!agreementId || documents.isFetched),
    periods: objectionPeriodsOf(agreement?.snapshot?.prefilled_data),
  };
}

function ObjectionWorkspace({ property }: { property: Property }) {
  const report = useAnalyzedReport(property.id);
  const agreement = useAgreementPeriods(property.id);
  const objections = useObjections(property.id);
  // A new editor after each objection written: the next one starts from the report again.
  const [written, setWritten] = useState(0);
  const [editingId, setEditingId] = useState<string | null>(null);
  // The objection being edited as last listed (gone once deleted).
  const editing = objections.data?.find((objection) => objection.id === editingId);
  const editorTitle = editing
    ? `Edit the objection sent on ${isoToUsDate(editing.sent_on)}`
    : 'Write an objection';

  const startEditing = (objection: Objection) => {
    setEditingId(objection.id);
    document.getElementById('objection-editor-title')?.scrollIntoView?.({ behavior: 'smooth' });
  };

  return (
    <Stack gap="lg">
      <BackToProperty propertyId={property.id} />
      <Stack gap={4}>
        <Title order={1}>{OBJECTION_TITLE}</Title>
        <Text c="dimmed">{displayAddress(property)}</Text>
      </Stack>
      <Text size="sm">
        Object in writing to what the inspection found, and ask the seller to repair each item or to credit
        you at settlement. The seller answers by the response deadline; if you have not agreed in writing by
        the resolution deadline, you may cancel the contract by written notice.
      </Text>
      <Alert color="yellow" variant="light" title="Silence waives">
        {OBJECTION_BUYER_NOTE}
      </Alert>
      <DueDiligenceNotice propertyId={property.id} />
      <Paper withBorder p="md" component="section" aria-labelledby="objection-editor-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="objection-editor-title">
            {editorTitle}
          </Title>
          {!agreement.ready ? (
            <Loader size="sm" aria-label="Loading your agreement" />
          ) : editing ? (
            <ObjectionEditor
              key={`edit-${editing.id}`}
              propertyId={property.id}
              report={report ?? null}
              periods={agreement.periods}
              saved={editing}
              onSaved={() => {
                notifySuccess('Your objection is saved: its e-mail and PDF below show the changes.');
                setEditingId(null);
              }}
              onCancel={() => setEditingId(null)}
            />
          ) : report ? (
            <ObjectionEditor
              key={`${report.id}-${written}`}
              propertyId={property.id}
              report={report}
              periods={agreement.periods}
              onSaved={() => {
                notifySuccess('Your objection is saved: copy its e-mail or download its PDF below.');
                setWritten((count) => count + 1);
              }}
            />
          ) : (
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                The objection is written from your analyzed inspection report. Upload the inspector's report
                with the Home inspection tool first.
              </Text>
              <Button component={Link} to={`/properties/${encodeURIComponent(property.id)}`} variant="light">
                Go to the property's tools
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
      <ObjectionList objections={objections.data ?? []} propertyId={property.id} onEdit={startEditing} />
    </Stack>
  );
}

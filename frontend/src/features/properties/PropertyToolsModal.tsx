import { Badge, Box, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PropertyCard } from '@api';
import { HomeInspectionToolAction } from '../home-inspection/HomeInspectionToolAction';
import { UploadReportModal } from '../home-inspection/UploadReportModal';
import { ScheduleTourModal } from '../tours/ScheduleTourModal';
import { objectionPagePath } from '../documents/objection/objection-api';
import { useRestoreFocus } from '../../components/use-restore-focus';
import { SampleInspectionModal } from './SampleInspectionModal';

interface PropertyToolsModalProps {
  property: PropertyCard;
  address: string;
  opened: boolean;
  onClose: () => void;
  onUnlock: () => void;
}

export function PropertyToolsModal({
  property,
  address,
  opened,
  onClose,
  onUnlock,
}: PropertyToolsModalProps) {
  const locked = !property.is_unlocked;
  // The upload modal outlives the tools modal, which closes when it opens (one dialog on screen at a time).
  const [uploadOpen, setUploadOpen] = useState(false);
  // The sample takes no report; its Analyze explains where reports come from instead.
  const [sampleInfoOpen, setSampleInfoOpen] = useState(false);
  const analyze = () => {
    onClose();
    if (property.is_sample) setSampleInfoOpen(true);
    else setUploadOpen(true);
  };
  // Likewise the tour modal: the spec allows a tour only for a listed property.
  const [tourOpen, setTourOpen] = useState(false);
  const scheduleTour = () => {
    onClose();
    setTourOpen(true);
  };
  // The button that opened the tour, upload or sample modal was in this one, gone by the time they close.
  useRestoreFocus(opened || uploadOpen || sampleInfoOpen || tourOpen);
  return (
    <>
      <Modal opened={opened} onClose={onClose} title={address} size="lg" centered>
        <Stack gap="sm">
          <ToolSection
            title="Schedule tour"
            description={
              property.is_listed
                ? 'Pick times that suit you and an agent will confirm the visit.'
                : 'Tours can be scheduled once the property is listed.'
            }
            action={
              <Button variant="light" disabled={!property.is_listed} onClick={scheduleTour}>
                Schedule tour
              </Button>
            }
          />
          <Divider />
          <ToolSection
            title="Offer letter"
            description="Write an offer letter to the seller. Always free."
            action={
              <EditorLink to={offerLetterEditorPath(property.id)} onNavigate={onClose}>
                Create
              </EditorLink>
            }
          />
          <Divider />
          <ToolSection
            title="Purchase agreement"
            description="A state-aware purchase agreement for this property."
            locked={locked}
            action={
              locked ? (
                <LockedButton onUnlock={onUnlock} />
              ) : (
                <EditorLink to={purchaseAgreementEditorPath(property.id)} onNavigate={onClose}>
                  {property.documents.has_purchase_agreement_draft ? 'Edit' : 'Create'}
                </EditorLink>
              )
            }
          />
          <Divider />
          <ToolSection
            title="Home inspection"
            description="Upload an inspection report and get its findings analyzed."
            locked={locked}
            action={
              locked ? (
                <LockedButton onUnlock={onUnlock} />
              ) : (
                <HomeInspectionToolAction
                  propertyId={property.id}
                  inspectionId={property.home_inspection}
                  onAnalyze={analyze}
                />
              )
            }
          />
          <Divider />
          <ToolSection
            title="Due diligence objection"
            description="Object to inspection findings: ask the seller for repairs or a credit, with the deadlines."
            locked={locked}
            action={
              locked ? (
                <LockedButton onUnlock={onUnlock} />
              ) : (
                <EditorLink to={objectionPagePath(property.id)} onNavigate={onClose}>
                  Write
                </EditorLink>
              )
            }
          />
        </Stack>
        {locked && (
          <Group justify="flex-end" mt="lg">
            <Button leftSection={<IconLock size={16} />} onClick={onUnlock}>
              Unlock for $99
            </Button>
          </Group>
        )}
      </Modal>
      <UploadReportModal
        propertyId={property.id}
        hasReport={property.home_inspection !== null}
        opened={uploadOpen}
        onClose={() => setUploadOpen(false)}
      />
      <SampleInspectionModal opened={sampleInfoOpen} onClose={() => setSampleInfoOpen(false)} />
      <ScheduleTourModal
        property={property}
        address={address}
        opened={tourOpen}
        onClose={() => setTourOpen(false)}
      />
    </>
  );
}

function ToolSection(props: { title: string; description: string; locked?: boolean; action: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="center" role="group" aria-label={props.title}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{props.title}</Text>
          {props.locked && (
            <Badge color="gray" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
              Locked
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {props.description}
        </Text>
      </Stack>
      {/* The button keeps its width (on a phone the description wraps instead of the label being cut off). */}
      <Box style={{ flexShrink: 0 }}>{props.action}</Box>
    </Group>
  );
}

export const offerLetterEditorPath = (propertyId: string) =>
  `/properties/property-offer-letter?${new URLSearchParams({ property: propertyId })}`;
export const purchaseAgreementEditorPath = (propertyId: string) =>
  `/properties/purchase-agreement?${new URLSearchParams({ property: propertyId })}`;

function EditorLink(props: { to: string; onNavigate: () => void; children: ReactNode }) {
  return (
    <Button component={Link} to={props.to} variant="light" onClick={props.onNavigate}>
      {props.children}
    </Button>
  );
}

/** The spec: a locked tool is unavailable and leads to the unlock flow instead. */
function LockedButton({ onUnlock }: { onUnlock: () => void }) {
  return (
    <Button variant="default" leftSection={<IconLock size={14} aria-hidden />} onClick={onUnlock}>
      Unlock
    </Button>
  );
}

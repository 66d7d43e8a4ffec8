import { Anchor, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { initialData, type DocumentData } from '@homeward/document-definitions';
import type { Property } from '@api';
import { ApiError, errorMessage } from '../../app/api-client';
import { usePropertyDetail, useSampleProperty } from '../properties/property-queries';
import { openDraft } from './documents-api';
import { DocumentEditor } from './DocumentEditor';
import { OFFER_LETTER_EDITOR, PURCHASE_AGREEMENT_EDITOR, type EditorKind } from './editor-kinds';

export const SAMPLE_PROPERTY_ID = 'sample';
export const AGREEMENT_LOCKED_TITLE = 'Purchase agreement is locked';
export const AGREEMENT_LOCKED_TEXT = 'Unlock the property to write its purchase agreement.';

export const documentKeys = {
  draft: (type: string, propertyId: string) => ['documents', 'draft', type, propertyId] as const,
};

/** `/properties/property-offer-letter?property={id}&stepIndex=&form=` */
export function OfferLetterEditorPage() {
  return <DocumentEditorPage kind={OFFER_LETTER_EDITOR} />;
}

/** `/properties/purchase-agreement?property={id}&stepIndex=&form=` */
export function PurchaseAgreementEditorPage() {
  return <DocumentEditorPage kind={PURCHASE_AGREEMENT_EDITOR} />;
}

function Message({ title, text, propertyId }: { title: string; text: string; propertyId?: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack align="flex-start">
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{text}</Text>
        <Anchor
          component={Link}
          to={propertyId ? `/properties/${encodeURIComponent(propertyId)}` : '/properties'}
        >
          {propertyId ? 'Back to the property' : 'All properties'}
        </Anchor>
      </Stack>
    </Container>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

const missing = (error: unknown) => error instanceof ApiError && (error.isNotFound || error.status === 400);

function DocumentEditorPage({ kind }: { kind: EditorKind }) {
  const [params] = useSearchParams();
  const propertyId = params.get('property')?.trim() ?? '';
  if (!propertyId) return <Message title="Property not found" text="The link does not name a property." />;
  return propertyId === SAMPLE_PROPERTY_ID ? (
    <SampleEditor kind={kind} />
  ) : (
    <OwnedEditor kind={kind} propertyId={propertyId} />
  );
}

/** The sample property: the editor works on data prefilled from it and saves nothing. */
function SampleEditor({ kind }: { kind: EditorKind }) {
  const { data: property, error, isPending } = useSampleProperty();
  if (isPending) return <Loading label="Loading property" />;
  if (error || !property) return <Message title="Something went wrong" text={errorMessage(error)} />;
  return (
    <DocumentEditor kind={kind} property={property} draft={null} initialData={sampleData(kind, property)} />
  );
}

function OwnedEditor({ kind, propertyId }: { kind: EditorKind; propertyId: string }) {
  const { data: property, error, isPending } = usePropertyDetail(propertyId);
  const locked = kind.type === 'purchase_agreement' && property !== undefined && !property.is_unlocked;
  const draft = useQuery({
    queryKey: documentKeys.draft(kind.type, propertyId),
    queryFn: () => openDraft(propertyId, kind.type),
    enabled: property !== undefined && !locked,
    // The draft is the editor's own state once loaded; a refetch would overwrite what the buyer is typing.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });

  if (isPending) return <Loading label="Loading property" />;
  if (error || !property) {
    return missing(error) ? (
      <Message title="Property not found" text="This property does not exist or is no longer in your list." />
    ) : (
      <Message title="Something went wrong" text={errorMessage(error)} />
    );
  }
  if (locked)
    return <Message title={AGREEMENT_LOCKED_TITLE} text={AGREEMENT_LOCKED_TEXT} propertyId={property.id} />;
  if (draft.isPending) return <Loading label="Loading document" />;
  if (draft.error || !draft.data) {
    const conflict = draft.error instanceof ApiError && draft.error.status === 409;
    return (
      <Message
        title={conflict ? AGREEMENT_LOCKED_TITLE : 'Something went wrong'}
        text={conflict ? AGREEMENT_LOCKED_TEXT : errorMessage(draft.error)}
        propertyId={property.id}
      />
    );
  }
  return (
    <DocumentEditor
      key={draft.data.id}
      kind={kind}
      property={property}
      draft={draft.data}
      initialData={draft.data.meta_data as DocumentData}
    />
  );
}

/** The sample's draft as the service would prefill one: the property's facts and the state's defaults. */
function sampleData(kind: EditorKind, property: Property): DocumentData {
  const { street, street_line_2, city, zip_code, state } = property.address;
  return initialData(kind.definition, {
    property: {
      address: { street, street_line_2, city, zip_code, state },
      type: property.type || null,
      price: property.price,
      sellers: property.sellers.map((seller) => seller.name),
      legal_description: property.legal_description || null,
      pin: property.pin || property.parcel_number || null,
    },
  });
}

// The property page's saved documents (spec part 2: "Saved offer letters / agreements have an action menu: Download
// PDF and Delete, with a delete confirmation modal"). Drafts are marked 'Draft' and link to their editor.
import { ActionIcon, Anchor, Badge, Card, Group, Loader, Menu, Stack, Text, Title } from '@mantine/core';
import { IconDots, IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { logFailure } from '../../components/log';
import { DeleteDocumentModal } from './DeleteDocumentModal';
import type { DocumentRecord } from './documents-contract';
import { documentDateLine, documentTitle, editorPath } from './saved-document-format';
import { listPropertyDocuments, savedDocumentKeys } from './saved-documents-api';
import { useDeleteDocument } from './use-delete-document';
import { useDocumentPdf } from './use-document-pdf';

// The spec has no notice for a failed list ("other failures are only logged"): the reason goes to the log.
export const DOCUMENTS_UNAVAILABLE = 'Documents are not available right now.';
export const NO_DOCUMENTS = 'No documents yet. Create an offer letter or a purchase agreement from Tools.';

const price = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

function DocumentRow({ document, onDelete }: { document: DocumentRecord; onDelete: () => void }) {
  const pdf = useDocumentPdf(document.document_type);
  const title = documentTitle(document);
  const draft = document.status === 'draft';
  return (
    <Card withBorder padding="sm" component="li" aria-label={title}>
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{title}</Text>
            {draft && (
              <Badge color="gray" variant="light">
                Draft
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {[
              documentDateLine(document),
              document.property_price !== null && price.format(document.property_price),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {draft && (
            <Anchor component={Link} to={editorPath(document)} size="sm">
              Edit
            </Anchor>
          )}
          {pdf.loading && <Loader size="xs" aria-label={`Downloading ${title}`} />}
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${title}`}>
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconDownload size={16} />}
                disabled={pdf.loading}
                onClick={() => void pdf.download(document.id, false)}
              >
                Download PDF
              </Menu.Item>
              <Menu.Item color="red.9" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}

export function SavedDocuments({ propertyId }: { propertyId: string }) {
  const [toDelete, setToDelete] = useState<DocumentRecord | null>(null);
  const documents = useQuery({
    queryKey: savedDocumentKeys.list(propertyId),
    // The editors complete and autosave elsewhere: coming back to the property page always asks again.
    staleTime: 0,
    queryFn: ({ signal }) =>
      listPropertyDocuments(propertyId, signal).catch((error: unknown) => {
        logFailure('Failed to load documents', error);
        throw error;
      }),
  });
  const remove = useDeleteDocument(propertyId, () => setToDelete(null));

  return (
    <Stack gap="sm" component="section" aria-labelledby="saved-documents-title">
      <Title order={2} size="h4" id="saved-documents-title">
        Documents
      </Title>
      {documents.isPending && <Loader size="sm" aria-label="Loading documents" />}
      {documents.error && (
        <Text c="dimmed" size="sm">
          {DOCUMENTS_UNAVAILABLE}
        </Text>
      )}
      {documents.data?.length === 0 && <Text c="dimmed">{NO_DOCUMENTS}</Text>}
      {documents.data && documents.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved documents">
          {documents.data.map((document) => (
            <DocumentRow key={document.id} document={document} onDelete={() => setToDelete(document)} />
          ))}
        </Stack>
      )}
      <DeleteDocumentModal
        document={toDelete}
        removing={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={(document) => remove.mutate(document)}
      />
    </Stack>
  );
}

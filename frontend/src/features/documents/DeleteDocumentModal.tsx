import { Button, Group, Modal, Text } from '@mantine/core';
import { documentTitle } from './saved-document-format';
import type { DocumentRecord } from './documents-contract';

interface DeleteDocumentModalProps {
  /** The document to delete, or null while the modal is closed. */
  document: DocumentRecord | null;
  removing: boolean;
  onClose: () => void;
  onConfirm: (document: DocumentRecord) => void;
}

export function DeleteDocumentModal({ document, removing, onClose, onConfirm }: DeleteDocumentModalProps) {
  const kind = document?.document_type === 'purchase_agreement' ? 'purchase agreement' : 'offer letter';
  return (
    <Modal opened={document !== null} onClose={onClose} title={`Remove ${kind}`} centered>
      <Text>
        You&apos;re about to delete {document ? documentTitle(document) : `this ${kind}`}. This cannot be
        undone.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} disabled={removing}>
          Cancel
        </Button>
        <Button color="red" loading={removing} onClick={() => document && onConfirm(document)}>
          Yes, I am sure
        </Button>
      </Group>
    </Modal>
  );
}

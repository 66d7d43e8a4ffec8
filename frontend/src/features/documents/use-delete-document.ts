import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_REMOVED_MESSAGES } from '@api';
import { errorMessage } from '../../app/api-client';
import { notifyError, notifySuccess } from '../../components/notify';
import type { DocumentRecord } from './documents-contract';
import { deleteDocument, savedDocumentKeys } from './saved-documents-api';

/**
 * Deletes a saved document. The spec's notices: 'Success' with 'Offer letter successfully removed!' /
 * 'Purchase agreement succesfully removed!' (its spelling), a failure titled 'Error' with the server's message.
 */
export function useDeleteDocument(propertyId: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (document: DocumentRecord) => deleteDocument(document.document_type, document.id),
    onSuccess: (_, document) => {
      notifySuccess(DOCUMENT_REMOVED_MESSAGES[document.document_type]);
      onDone();
      void queryClient.invalidateQueries({ queryKey: savedDocumentKeys.list(propertyId) });
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
}

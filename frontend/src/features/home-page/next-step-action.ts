import { offerLetterEditorPath, purchaseAgreementEditorPath } from '../properties/PropertyToolsModal';
import type { ProgressKey } from './property-progress';

/** Where the next step is done: the editors open directly, the rest start from the property's page and its Tools. */
export function nextStepAction(propertyId: string, key: ProgressKey): { label: string; to: string } {
  const page = `/properties/${propertyId}`;
  switch (key) {
    case 'tour':
      return { label: 'Schedule a tour', to: page };
    case 'offer_letter':
      return { label: 'Write the offer letter', to: offerLetterEditorPath(propertyId) };
    case 'unlock':
      return { label: 'Unlock for $99', to: page };
    case 'inspection':
      return { label: 'Upload the inspection', to: page };
    case 'agreement':
      return { label: 'Open the purchase agreement', to: purchaseAgreementEditorPath(propertyId) };
  }
}

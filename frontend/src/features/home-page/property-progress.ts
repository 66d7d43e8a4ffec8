import type { PropertyCard } from '@api';
import type { Tour } from '../tours/tours-contract';

export type ProgressKey = 'tour' | 'offer_letter' | 'unlock' | 'inspection' | 'agreement';
/**
 * done: nothing left to do; started: begun but not finished (a tour asked for, an agreement drafted); todo: can be
 * done now; unavailable: waits on something else (a listing for a tour, the unlock for the locked tools).
 */
export type ProgressState = 'done' | 'started' | 'todo' | 'unavailable';

export interface ProgressStep {
  key: ProgressKey;
  label: string;
  state: ProgressState;
  /** What the state means for this step, in the buyer's words. */
  detail: string;
}

export interface PropertyProgress {
  steps: ProgressStep[];
  /** The first step the buyer can act on, in the order of a purchase; null when nothing is left. */
  next: ProgressStep | null;
}

function tourStep(property: PropertyCard, tours: readonly Tour[] | undefined): ProgressStep {
  const own = (tours ?? []).filter((tour) => tour.property_id === property.id);
  const confirmed = own.find((tour) => tour.status === 'confirmed');
  const requested = own.find((tour) => tour.status === 'requested');
  const base = { key: 'tour', label: 'Tour' } as const;
  if (confirmed)
    return { ...base, state: 'done', detail: `Confirmed: ${confirmed.confirmed_slot?.label ?? ''}`.trim() };
  if (requested) return { ...base, state: 'started', detail: 'Requested, waiting for confirmation' };
  if (!property.is_listed)
    return { ...base, state: 'unavailable', detail: 'Tours open once the property is listed' };
  return { ...base, state: 'todo', detail: 'Not scheduled yet' };
}

function lockedOr(property: PropertyCard, step: ProgressStep): ProgressStep {
  return property.is_unlocked ? step : { ...step, state: 'unavailable', detail: 'Unlock the property first' };
}

/**
 * What is done and what is next for one property, from what its JSON already carries (document indicators, unlock,
 * listing, the linked inspection) and the buyer's tours when they are known. `tours` undefined (not loaded, or the
 * tours API unavailable) leaves the tour step to the listing alone.
 */
export function propertyProgress(property: PropertyCard, tours?: readonly Tour[]): PropertyProgress {
  const docs = property.documents;
  const hasInspection = property.home_inspection !== null || docs.home_inspection;
  const steps: ProgressStep[] = [
    tourStep(property, tours),
    docs.offer_letter
      ? { key: 'offer_letter', label: 'Offer letter', state: 'done', detail: 'Completed' }
      : { key: 'offer_letter', label: 'Offer letter', state: 'todo', detail: 'Free, always available' },
    property.is_unlocked
      ? { key: 'unlock', label: 'Unlock', state: 'done', detail: 'Unlocked' }
      : { key: 'unlock', label: 'Unlock', state: 'todo', detail: '$99 once: agreement and inspection' },
    lockedOr(
      property,
      hasInspection
        ? { key: 'inspection', label: 'Inspection', state: 'done', detail: 'Report uploaded' }
        : { key: 'inspection', label: 'Inspection', state: 'todo', detail: 'Upload the inspector’s report' },
    ),
    lockedOr(
      property,
      docs.purchase_agreement
        ? { key: 'agreement', label: 'Purchase agreement', state: 'done', detail: 'Completed' }
        : docs.has_purchase_agreement_draft
          ? { key: 'agreement', label: 'Purchase agreement', state: 'started', detail: 'Draft in progress' }
          : { key: 'agreement', label: 'Purchase agreement', state: 'todo', detail: 'Not started' },
    ),
  ];
  // A requested tour waits on the desk, not the buyer: the next thing to do is whatever follows it.
  const next = steps.find(
    (step) => step.state === 'todo' || (step.state === 'started' && step.key !== 'tour'),
  );
  return { steps, next: next ?? null };
}

// The definition's offer-expiration modal names where its three answers live (offer letter `additional.deadline_*`,
// purchase agreement `offer_expiration.*`); the modal itself speaks date / time / AM-PM.
import type { DocumentData, DocumentDefinition, ModalElement } from '@homeward/document-definitions';
import { getAt, setAt } from './data-paths';
import type { ExpirationErrors, Meridiem, OfferExpiration } from './offer-expiration';

export interface ExpirationModal {
  element: ModalElement;
  datePath: string;
  timePath: string;
  amPmPath: string;
}

export function expirationModalOf(def: DocumentDefinition): ExpirationModal | null {
  for (const section of def.sections)
    for (const element of section.elements) {
      if (element.kind !== 'modal' || element.opensOn !== 'finalize') continue;
      const date = element.elements.find((child) => child.kind === 'date');
      const time = element.elements.find((child) => child.kind === 'text');
      const amPm = element.elements.find((child) => child.kind === 'radio_group' || child.kind === 'select');
      if (date && time && amPm)
        return { element, datePath: date.field, timePath: time.field, amPmPath: amPm.field };
    }
  return null;
}

export function readExpiration(modal: ExpirationModal, data: DocumentData): Partial<OfferExpiration> {
  const text = (path: string) => {
    const value = getAt(data, path);
    return typeof value === 'string' ? value : undefined;
  };
  const amPm = text(modal.amPmPath);
  return {
    date: text(modal.datePath),
    time: text(modal.timePath),
    am_pm: amPm === 'AM' || amPm === 'PM' ? (amPm as Meridiem) : undefined,
  };
}

export function writeExpiration(
  modal: ExpirationModal,
  data: DocumentData,
  value: OfferExpiration,
): DocumentData {
  return setAt(
    setAt(setAt(data, modal.datePath, value.date), modal.timePath, value.time),
    modal.amPmPath,
    value.am_pm,
  );
}

/** The server's problems with the expiration's fields (keyed by their data paths), as the modal's errors. */
export function expirationErrors(modal: ExpirationModal, problems: Record<string, string>): ExpirationErrors {
  const errors: ExpirationErrors = {};
  if (problems[modal.datePath]) errors.date = problems[modal.datePath];
  if (problems[modal.timePath]) errors.time = problems[modal.timePath];
  if (problems[modal.amPmPath]) errors.am_pm = problems[modal.amPmPath];
  return errors;
}

// A new draft: the definition's defaults, the property's facts (address, type, price, owners on record, legal
// description, parcel number), the buyer's own name and contact details, the state's transfer tax default, and the
// two fixed buyer and seller sections. Rules are applied last, so the result is a draft the service would store.
import type { Party } from '../schemas';
import { transferTaxDefault } from '../transfer-tax';
import type { DocumentData, DocumentDefinition, Json, PropertyAddressPart, RepeatElement } from '../types';
import { fieldStates } from './fields';
import { getPath, setPath } from './paths';
import { applyRules } from './rules';

export interface PrefillSource {
  property: {
    address: Partial<Record<PropertyAddressPart | 'street_line_2' | 'formatted_address', string | null>>;
    type?: string | null;
    price?: number | null;
    /** Owners on record (e.g. RentCast's owner names). */
    sellers?: readonly string[];
    legal_description?: string | null;
    pin?: string | null;
  };
  buyer?: Party;
}

const compact = (party: Party): Party =>
  Object.fromEntries(
    Object.entries(party).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );

function setIfPresent(data: DocumentData, path: string, value: Json | undefined) {
  if (value !== undefined && value !== null && value !== '') setPath(data, path, value);
}

const repeats = (def: DocumentDefinition) =>
  def.sections.flatMap((section) =>
    section.elements.filter((element): element is RepeatElement => element.kind === 'repeat'),
  );

/** Pads each repeating group to its fixed sections (the editor shows them; removing them is not offered). */
function padRepeats(def: DocumentDefinition, data: DocumentData) {
  for (const repeat of repeats(def)) {
    const items = getPath(data, repeat.field);
    const list = Array.isArray(items) ? [...items] : [];
    while (list.length < repeat.fixedItems) list.push({});
    setPath(data, repeat.field, list);
  }
}

export function initialData(def: DocumentDefinition, source: PrefillSource): DocumentData {
  const data: DocumentData = {};
  for (const state of fieldStates(def, data))
    if (state.part === 'value' && state.element.defaultValue !== undefined && !state.repeat)
      setPath(data, state.path, state.element.defaultValue);

  const { property, buyer } = source;
  for (const [key, value] of Object.entries(property.address))
    if (def.kind === 'purchase_agreement' || key !== 'formatted_address')
      setIfPresent(data, `property.address.${key}`, value ?? undefined);
  setIfPresent(data, 'property.type', def.kind === 'offer_letter' ? property.type : undefined);
  setIfPresent(data, 'property.price', property.price);
  const owners = (property.sellers ?? []).filter((name) => name.trim() !== '').map((name) => ({ name }));
  if (owners.length) setPath(data, def.kind === 'offer_letter' ? 'property.sellers' : 'sellers', owners);
  if (def.kind === 'purchase_agreement') {
    if (owners.length) setPath(data, 'property.sellers', owners);
    setIfPresent(data, 'property.legal_description', property.legal_description);
    setIfPresent(data, 'property.pin', property.pin);
    const transferTax = transferTaxDefault(property.address.state ?? '');
    setPath(data, 'costs_and_duties.transfer_tax.paid_by', transferTax.paid_by);
    if (transferTax.other) setPath(data, 'costs_and_duties.transfer_tax.other', transferTax.other);
  }
  if (buyer && Object.keys(compact(buyer)).length) setPath(data, 'buyers', [compact(buyer) as Json]);
  padRepeats(def, data);
  return applyRules(def, data).data;
}

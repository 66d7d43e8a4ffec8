// Adding and removing a buyer or seller section. The first `fixedItems` sections of a group cannot be removed.
import type { DocumentData, DocumentDefinition, Json } from '../types';
import { repeatStates } from './fields';
import { getPath, setPath } from './paths';

function groupOf(def: DocumentDefinition, data: DocumentData, field: string) {
  const group = repeatStates(def, data).find((candidate) => candidate.field === field);
  if (!group) throw new Error(`${def.name} has no repeating group at ${field}`);
  return group;
}

/** A copy of `data` with the group padded to what the editor shows, plus one empty item (unless at the limit). */
export function addItem(def: DocumentDefinition, data: DocumentData, field: string): DocumentData {
  const group = groupOf(def, data, field);
  if (!group.canAdd) return data;
  const result = structuredClone(data);
  const items = getPath(result, field);
  const list: Json[] = Array.isArray(items) ? items : [];
  while (list.length < group.itemCount) list.push({});
  list.push({});
  setPath(result, field, list);
  return result;
}

export const canRemoveItem = (def: DocumentDefinition, data: DocumentData, field: string, index: number) =>
  groupOf(def, data, field).removable.includes(index);

/** A copy of `data` without item `index`; unchanged when that item cannot be removed. */
export function removeItem(
  def: DocumentDefinition,
  data: DocumentData,
  field: string,
  index: number,
): DocumentData {
  if (!canRemoveItem(def, data, field, index)) return data;
  const result = structuredClone(data);
  const items = getPath(result, field) as Json[];
  items.splice(index, 1);
  return result;
}

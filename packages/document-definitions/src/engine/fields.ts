// The definition unrolled against one document's data: every input with its concrete path (repeating groups by
// item index), and whether it is visible, disabled, forced or 'Not Available'. Everything else in the engine is a
// fold over this list.
import type {
  DocumentData,
  DocumentDefinition,
  DontKnowElement,
  Element,
  InputElement,
  Json,
  RepeatElement,
} from '../types';
import { holds } from './evaluate';
import { getPath } from './paths';

export interface FieldState {
  /** Concrete path, e.g. `buyers.1.email`. */
  path: string;
  element: InputElement;
  /** `other` is the transfer tax control's free text (at `element.otherField`). */
  part: 'value' | 'other';
  sectionKey: string;
  visible: boolean;
  disabled: boolean;
  /** Set while a forced rule holds: the value the field must have. */
  forced?: Json;
  /** Disabled by a checked 'I don't know yet': documents show 'Not Available'. */
  notAvailable: boolean;
  /** Asked in a modal (the offer expiration) rather than in the section's form. */
  inModal: boolean;
  repeat?: { field: string; index: number };
}

export interface RepeatState {
  field: string;
  sectionKey: string;
  element: RepeatElement;
  /** Items the editor shows: the saved ones, and never fewer than the fixed ones. */
  itemCount: number;
  visible: boolean;
  disabled: boolean;
  canAdd: boolean;
  /** Item indexes that have a remove-section button (never the first `fixedItems`). */
  removable: number[];
}

const itemsOf = (data: DocumentData, field: string): number => {
  const items = getPath(data, field);
  return Array.isArray(items) ? items.length : 0;
};

/** The paths a checked 'I don't know yet' disables. */
function unknownPrefixes(def: DocumentDefinition, data: DocumentData): string[] {
  const checkboxes = def.sections
    .flatMap((section) => section.elements)
    .filter((element): element is DontKnowElement => element.kind === 'dont_know_checkbox');
  return checkboxes.filter((box) => getPath(data, box.field) === true).flatMap((box) => box.disables);
}

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);

interface Walk {
  def: DocumentDefinition;
  data: DocumentData;
  unknown: string[];
  fields: FieldState[];
  repeats: RepeatState[];
}

function inputStates(
  walk: Walk,
  element: InputElement,
  context: {
    sectionKey: string;
    parentVisible: boolean;
    inModal: boolean;
    base: string;
    repeat?: FieldState['repeat'];
  },
) {
  const { def, data } = walk;
  const path = context.base + element.field;
  const visible = context.parentVisible && (!element.visibleWhen || holds(def, data, element.visibleWhen));
  const forcedNow = element.forced && holds(def, data, element.forced.when);
  const notAvailable = walk.unknown.some((prefix) => under(path, prefix));
  const disabled =
    Boolean(element.fromProperty) ||
    Boolean(forcedNow) ||
    notAvailable ||
    (element.disabledWhen !== undefined && holds(def, data, element.disabledWhen));
  const base = { element, sectionKey: context.sectionKey, inModal: context.inModal, repeat: context.repeat };
  walk.fields.push({
    ...base,
    path,
    part: 'value',
    visible,
    disabled,
    notAvailable,
    ...(forcedNow ? { forced: element.forced!.value } : {}),
  });
  if (element.kind === 'transfer_tax') {
    walk.fields.push({
      ...base,
      path: context.base + element.otherField,
      part: 'other',
      visible: visible && getPath(data, path) === 'other',
      disabled,
      notAvailable,
    });
  }
}

function elementStates(walk: Walk, element: Element, sectionKey: string, parentVisible: boolean) {
  const visible = parentVisible && (!element.visibleWhen || holds(walk.def, walk.data, element.visibleWhen));
  switch (element.kind) {
    case 'divider':
    case 'card':
    case 'fixtures_accordion':
      return;
    case 'modal':
      for (const child of element.elements)
        inputStates(walk, child, { sectionKey, parentVisible: visible, inModal: true, base: '' });
      return;
    case 'repeat': {
      const itemCount = Math.max(itemsOf(walk.data, element.field), element.fixedItems);
      const disabled = walk.unknown.some((prefix) => under(element.field, prefix));
      walk.repeats.push({
        field: element.field,
        sectionKey,
        element,
        itemCount,
        visible,
        disabled,
        canAdd: visible && !disabled && itemCount < element.maxItems,
        removable: disabled
          ? []
          : Array.from({ length: itemCount }, (_, index) => index).filter(
              (index) => index >= element.fixedItems,
            ),
      });
      for (let index = 0; index < itemCount; index += 1)
        for (const child of element.elements)
          inputStates(walk, child, {
            sectionKey,
            parentVisible: visible,
            inModal: false,
            base: `${element.field}.${index}.`,
            repeat: { field: element.field, index },
          });
      return;
    }
    default:
      inputStates(walk, element, { sectionKey, parentVisible: visible, inModal: false, base: '' });
  }
}

/** Every input of the definition, unrolled against `data`. */
export function fieldStates(def: DocumentDefinition, data: DocumentData): FieldState[] {
  return walkDefinition(def, data).fields;
}

/** The repeating groups (buyers, sellers) as the editor shows them. */
export function repeatStates(def: DocumentDefinition, data: DocumentData): RepeatState[] {
  return walkDefinition(def, data).repeats;
}

function walkDefinition(def: DocumentDefinition, data: DocumentData): Walk {
  const walk: Walk = { def, data, unknown: unknownPrefixes(def, data), fields: [], repeats: [] };
  for (const section of def.sections)
    for (const element of section.elements) elementStates(walk, element, section.key, true);
  return walk;
}

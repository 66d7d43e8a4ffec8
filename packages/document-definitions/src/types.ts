// The vocabulary of a document definition. A definition is data, not code: the editor renders it, the documents
// service validates and clears hidden values with it, and the PDF templates read the same field paths, so a rule
// (who sees what, which value is forced) is written once.

/** The two document kinds, spelled as the documents service and the BFF spell `document_type`. */
export type DocumentKind = 'offer_letter' | 'purchase_agreement';

/**
 * A dotted path into the document's data, e.g. `property.address.street`. Inside a repeating group the path is
 * relative to one item (`name`); the engine reports concrete paths with the item index (`buyers.0.name`).
 */
export type FieldPath = string;

/**
 * A JSON value as stored in a document's data. An object's value may be undefined (an optional property of the
 * schemas' inferred types; JSON leaves it out), so `OfferLetterData` and `PurchaseAgreementData` are documents too.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };
/** A document's data (offer letter `meta_data`, purchase agreement data): a JSON object. */
export type DocumentData = { [key: string]: Json | undefined };

/**
 * When an element is shown, disabled or forced. The leaves are the spec's four kinds of rule (state in a list, value
 * equal / not equal, a list including a value, a field not empty); `all` / `any` / `not` combine them. Inside a
 * repeating group a `field` is still a path from the document's root.
 */
export type Condition =
  | { kind: 'state_in'; states: readonly string[] }
  | { kind: 'equals'; field: FieldPath; value: string | number | boolean }
  | { kind: 'not_equals'; field: FieldPath; value: string | number | boolean }
  | { kind: 'includes'; field: FieldPath; value: string }
  | { kind: 'not_empty'; field: FieldPath }
  | { kind: 'all'; conditions: readonly Condition[] }
  | { kind: 'any'; conditions: readonly Condition[] }
  | { kind: 'not'; condition: Condition };

/** A choice; yes/no questions store booleans. */
export interface Option {
  value: string | boolean;
  label: string;
}

/** The property's address parts that fill (and lock) the address fields. */
export type PropertyAddressPart = 'street' | 'city' | 'zip_code' | 'state';

/** What every element may carry. */
interface ElementBase {
  /** Shown only while this holds (absent: always shown). A hidden field's value is cleared. */
  visibleWhen?: Condition;
  /** Shown but not editable while this holds. */
  disabledWhen?: Condition;
  /** A short help line under the element. */
  hint?: string;
}

/** What every input element (one that stores a value at `field`) carries. */
interface InputBase extends ElementBase {
  field: FieldPath;
  label: string;
  /** Not needed for the section to count as complete in `progress`. */
  optional?: boolean;
  /** The value a new draft starts with. */
  defaultValue?: Json;
  /** While `when` holds the value is `value` and the element is disabled (FHA/VA forces the finance contingency). */
  forced?: { when: Condition; value: Json };
  /** Filled from the property's address and disabled (street, city, ZIP, state). */
  fromProperty?: PropertyAddressPart;
}

export interface TextElement extends InputBase {
  kind: 'text';
  maxLength: number;
  /** `time12`: a 12-hour clock time (`9:30`) beside an AM/PM choice. */
  format?: 'email' | 'time12';
}
export interface MaskedTextElement extends InputBase {
  kind: 'masked_text';
  /** The spec's phone mask `(000) 000-0000`: 0 is a digit. */
  mask: string;
}
export interface NumberElement extends InputBase {
  kind: 'number';
  min: number;
  max: number;
  unit?: 'usd' | 'percent' | 'days';
  /** A period counted from Acceptance: the editor and the preview read `14 days after Acceptance`. */
  counted?: 'after_acceptance';
}
export interface DateElement extends InputBase {
  /** MM/DD/YYYY, never before today unless `past` is 'allowed' (the date of Acceptance, entered after it). */
  kind: 'date';
  past?: 'allowed';
  /** A past date is allowed while this holds (the offer's expiry once Acceptance, which came before it, is recorded). */
  pastAllowedWhen?: Condition;
}
export interface SelectElement extends InputBase {
  kind: 'select' | 'radio_group' | 'radio_cards';
  options: readonly Option[];
}
export interface CheckboxElement extends InputBase {
  kind: 'checkbox';
}
export interface CheckboxGroupElement extends InputBase {
  kind: 'checkbox_group';
  options: readonly Option[];
}
/** 'I don't know yet': while checked the listed fields are disabled and documents show 'Not Available'. */
export interface DontKnowElement extends InputBase {
  kind: 'dont_know_checkbox';
  /** Paths (repeating groups by their field) this checkbox disables. */
  disables: readonly FieldPath[];
}
export interface TextareaElement extends InputBase {
  kind: 'textarea';
  maxLength: number;
}
/** The transfer tax control: who pays (Buyer, Seller, Equally Shared, Other) and the text shown for Other. */
export interface TransferTaxElement extends InputBase {
  kind: 'transfer_tax';
  /** `field` holds who pays; this holds the text for Other (shown only then, cleared otherwise). */
  otherField: FieldPath;
  options: readonly Option[];
}

export type InputElement =
  | TextElement
  | MaskedTextElement
  | NumberElement
  | DateElement
  | SelectElement
  | CheckboxElement
  | CheckboxGroupElement
  | DontKnowElement
  | TextareaElement
  | TransferTaxElement;

export interface DividerElement extends ElementBase {
  kind: 'divider';
}
/** A block of explanatory or clause text (e.g. the FHA/VA amendatory clause). */
export interface CardElement extends ElementBase {
  kind: 'card';
  title: string;
  text: string;
}
/** The 'Report Summary' accordion of the property fixtures section. */
export interface FixturesAccordionElement extends ElementBase {
  kind: 'fixtures_accordion';
  title: string;
  text: string;
}
/** A modal holding fields, opened by the editor at `opensOn` (the offer expiration modal on 'Finalize document'). */
export interface ModalElement extends ElementBase {
  kind: 'modal';
  title: string;
  opensOn: 'finalize';
  elements: readonly InputElement[];
}
/**
 * Repeating sections (buyers, sellers): each item is rendered as a title with a remove-section button followed by
 * `elements`, and the group ends with an add-section button. The first `fixedItems` items cannot be removed.
 */
export interface RepeatElement extends ElementBase {
  kind: 'repeat';
  /** The array in the data, e.g. `buyers`. */
  field: FieldPath;
  /** Item title, numbered by the editor: 'Buyer' -> 'Buyer 1', 'Buyer 2', ... */
  itemTitle: string;
  addLabel: string;
  fixedItems: number;
  maxItems: number;
  /** Paths relative to one item. */
  elements: readonly InputElement[];
}

export type LayoutElement =
  DividerElement | CardElement | FixturesAccordionElement | ModalElement | RepeatElement;
export type Element = InputElement | LayoutElement;
export type ElementKind = Element['kind'];

export interface SectionDefinition {
  /** The section key, spelled as the spec spells it (`closing-settelment`); the editor's `form` query parameter. */
  key: string;
  /** The display name in the left menu. Consecutive sections with the same name share one menu entry. */
  title: string;
  elements: readonly Element[];
}

export interface DocumentDefinition {
  kind: DocumentKind;
  /** The human name ('Offer letter', 'Purchase agreement'). */
  name: string;
  /** Where the property's two-letter state code lives; `state_in` reads it. */
  statePath: FieldPath;
  sections: readonly SectionDefinition[];
}

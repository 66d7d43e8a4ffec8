// Purchase agreement drafts generated from the definition itself: every input element of PURCHASE_AGREEMENT gets a
// value of its kind (its options, its bounds, a date around the test's day), then the definition's rules run (hidden
// values dropped, FHA/VA forcing the finance condition) and only drafts the service would accept are kept, since
// the invariants are promises about the agreements a buyer can actually produce.
import {
  PURCHASE_AGREEMENT,
  US_STATES,
  applyRules,
  validateDraft,
  type DocumentData,
  type InputElement,
  type Json,
} from '@homeward/document-definitions';
import fc from 'fast-check';
import type { PurchaseAgreementData } from '../../document-data';

/** The service's "today" for every generated draft, so a run is the same on any day. */
export const TODAY = '2026-11-23';

const usDate = (offsetDays: number): string => {
  const date = new Date(`${TODAY}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offsetDays);
  const iso = date.toISOString();
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
};

/** Sample words for free text: ordinary answers, never a clause of the buyer's own that cites a section. */
const TEXT_SAMPLES: Record<string, readonly string[]> = {
  name: ['Ada Lovelace', 'Grace Hopper', 'Katherine Johnson', "Miles O'Brien"],
  email: ['ada@example.com', 'grace@example.org'],
  address: ['9 Elm St, Orem, UT 84057', '12 Oak Ave, Boise, ID 83702'],
  street: ['45 Canyon Rd', '1200 E 300 S'],
  city: ['Provo', 'Austin', 'Albany'],
  zip_code: ['84604', '73301'],
  time: ['5:00', '9:30', '12:00'],
  long: ['Seller leaves the piano.', 'Buyer may store boxes in the garage a week before settlement.'],
  short: [
    'Wasatch Title',
    'Lot 4, Canyon Subdivision',
    '12-345-678',
    'Acme Home Shield',
    'Jane Roe, Summit Realty',
  ],
};

function samplesFor(element: InputElement): readonly string[] {
  const last = element.field.split('.').pop()!;
  if (element.kind === 'text' && element.format === 'email') return TEXT_SAMPLES.email!;
  if (element.kind === 'text' && element.format === 'time12') return TEXT_SAMPLES.time!;
  if (element.kind === 'textarea') return TEXT_SAMPLES.long!;
  return TEXT_SAMPLES[last] ?? (last.includes('address') ? TEXT_SAMPLES.address! : TEXT_SAMPLES.short!);
}

/** Money and day counts stay within sizes a buyer would type, inside the definition's bounds. */
const UNIT_CAPS = { usd: 2_000_000, days: 60, percent: 100 } as const;

/** A value of the element's kind: its options, its bounds, a date around TODAY (in the past only if it may be). */
export function valueOf(element: InputElement, state?: fc.Arbitrary<Json>): fc.Arbitrary<Json> {
  switch (element.kind) {
    case 'checkbox':
    case 'dont_know_checkbox':
      return fc.boolean();
    case 'select':
    case 'radio_group':
    case 'radio_cards':
    case 'transfer_tax':
      return fc.constantFrom(...element.options.map((option) => option.value));
    case 'checkbox_group':
      return fc.subarray(element.options.map((option) => String(option.value)));
    case 'number': {
      const max = Math.min(element.max, element.unit ? UNIT_CAPS[element.unit] : element.max);
      return fc.integer({ min: Math.ceil(element.min), max: Math.max(Math.ceil(element.min), max) });
    }
    case 'date':
      return element.past === 'allowed'
        ? fc.integer({ min: -20, max: 1 }).map(usDate)
        : fc.integer({ min: 0, max: 150 }).map(usDate);
    case 'masked_text':
      return fc.constantFrom('(801) 555-0101', '(512) 555-0199');
    case 'text':
      if (element.fromProperty === 'state') return state ?? stateCode;
      return fc.constantFrom(...samplesFor(element));
    case 'textarea':
      return fc.constantFrom(...samplesFor(element));
  }
}

/** Utah half the time (the REPC), any state or DC otherwise. */
const stateCode: fc.Arbitrary<Json> = fc.oneof(
  fc.constant('UT'),
  fc.constantFrom(...US_STATES.map((option) => String(option.value))),
);

/** A value, or nothing entered (a partial draft). */
const maybe = (arbitrary: fc.Arbitrary<Json>) =>
  fc.option(arbitrary, { nil: undefined, freq: 6 }) as fc.Arbitrary<Json | undefined>;

type Entry = [path: string, arbitrary: fc.Arbitrary<Json | undefined>];

/** Every input of the definition, repeating groups (buyers, sellers) as arrays of 1 to 3 items, the modal's too. */
function entries(state?: fc.Arbitrary<Json>): Entry[] {
  const list: Entry[] = [];
  const walk = (elements: readonly PurchaseElement[]) => {
    for (const element of elements) {
      if (element.kind === 'modal') walk(element.elements);
      else if (element.kind === 'repeat') {
        const item = fc.record(
          Object.fromEntries(element.elements.map((each) => [each.field, maybe(valueOf(each))])),
          { requiredKeys: [] },
        );
        list.push([
          element.field,
          fc.array(item, { minLength: 1, maxLength: Math.min(3, element.maxItems) }),
        ]);
      } else if ('field' in element) {
        // The state is always known (a draft belongs to a property) and its checks always run.
        const required = element.field === PURCHASE_AGREEMENT.statePath;
        list.push([element.field, required ? valueOf(element, state) : maybe(valueOf(element))]);
      }
    }
  };
  for (const section of PURCHASE_AGREEMENT.sections) walk(section.elements);
  return list;
}

type PurchaseElement = (typeof PURCHASE_AGREEMENT.sections)[number]['elements'][number];

function build(values: (Json | undefined)[], paths: string[]): DocumentData {
  const data: DocumentData = {};
  paths.forEach((path, i) => {
    const value = values[i];
    if (value === undefined) return;
    const keys = path.split('.');
    let node = data as Record<string, Json | undefined>;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) node[key] = {};
      node = node[key] as Record<string, Json | undefined>;
    }
    node[keys.at(-1)!] = value;
  });
  return data;
}

/** Raw drafts: every field of the definition, before its rules; in `state` when given. */
function rawDraftIn(state?: string): fc.Arbitrary<DocumentData> {
  const list = entries(state === undefined ? undefined : fc.constant(state));
  return fc.tuple(...list.map(([, arbitrary]) => arbitrary)).map((values) =>
    build(
      values,
      list.map(([path]) => path),
    ),
  );
}

export const rawDraft: fc.Arbitrary<DocumentData> = rawDraftIn();

/** The draft after the definition's rules, or undefined when the service would refuse it (its problems). */
export function accepted(raw: DocumentData): PurchaseAgreementData | undefined {
  const ruled = applyRules(PURCHASE_AGREEMENT, raw).data;
  const validation = validateDraft(PURCHASE_AGREEMENT, ruled, TODAY);
  return validation.ok ? (validation.data as PurchaseAgreementData) : undefined;
}

const acceptedOnly = (raw: fc.Arbitrary<DocumentData>) =>
  raw.map(accepted).filter((data): data is PurchaseAgreementData => data !== undefined);

/** Drafts a buyer can produce: generated from the definition, its rules applied, accepted by the validator. */
export const draft: fc.Arbitrary<PurchaseAgreementData> = acceptedOnly(rawDraft);

/** The same, for a property in Texas: its option fee and option period, which no other state has. */
export const texasDraft: fc.Arbitrary<PurchaseAgreementData> = acceptedOnly(rawDraftIn('TX'));

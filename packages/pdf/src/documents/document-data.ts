/** The form data the two templates read: offer letter meta_data and purchase agreement data, as
 * @homeward/document-definitions' zod schemas name them (spec part 2). Every field is optional: a draft is previewed half filled,
 * and what is missing prints as 'Not specified' rather than failing the download. */
import type { OfferLetterData, Party, PurchaseAgreementData } from '@homeward/document-definitions';

export type { OfferLetterData, Party, PurchaseAgreementData };

export type OfferLetterAddress = NonNullable<NonNullable<OfferLetterData['property']>['address']>;
export type PurchaseAgreementAddress = NonNullable<NonNullable<PurchaseAgreementData['property']>['address']>;

/** What the form-value readers accept: the schemas' types, and the looser values an older draft may hold (a masked
 * amount, a 'yes' string), so a template never fails on what a saved draft contains. */
export type Money = number | string | null;
export type YesNo = boolean | string | null;
/** 'MM/DD/YYYY' (the editor's format) or 'YYYY-MM-DD'. */
export type CalendarDate = string | null;

import { outboxMigrations, type Migration } from '@homeward/kit';
import { createProperties } from './001-properties';
import { addPropertyData } from './002-property-data';
import { addHomeInspectionUploadNumber } from './003-home-inspection-upload-number';
import { addSellersAndPin } from './004-sellers-and-pin';
import { createLookupCounts } from './005-lookup-counts';
import { addAddressSearchIndex } from './006-address-search-index';
import { createDocumentStates } from './007-document-states';

/** In order; never edit one that has shipped, add the next. */
export const migrations: readonly Migration[] = [
  ...outboxMigrations,
  createProperties,
  addPropertyData,
  addHomeInspectionUploadNumber,
  addSellersAndPin,
  createLookupCounts,
  addAddressSearchIndex,
  createDocumentStates,
];

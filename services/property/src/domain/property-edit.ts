// The spec's edit form (section 5): the rules and their words are @homeward/rules' (shared with the BFF and the SPA);
// this adds what an edit changes, in the precision the columns store.
import type { z } from 'zod';
import { propertyEditRules } from '@homeward/rules';
import type { ListingAgent } from './property';

/** The agent as the edit form has it: no e-mail, so an edit keeps the one the data provider gave. */
export type EditedListingAgent = Omit<ListingAgent, 'email'>;

/** The fields an edit changes; absent ones stay as they are. `listingAgent: null` removes the agent. */
export interface PropertyEdit {
  bedroomsNum?: number;
  bathroomsNum?: number;
  size?: number;
  price?: number;
  listingAgent?: EditedListingAgent | null;
}

/** Validates an edit (a ZodError names each bad field) and says what it changes. */
export const propertyEditSchema = propertyEditRules.transform((valid): PropertyEdit => {
  const edit: PropertyEdit = {};
  if (valid.bedrooms_num !== undefined) edit.bedroomsNum = valid.bedrooms_num;
  // Stored with one decimal (2.5 baths), like the column.
  if (valid.bathrooms_num !== undefined) edit.bathroomsNum = Math.round(valid.bathrooms_num * 10) / 10;
  if (valid.size !== undefined) edit.size = valid.size;
  // Whole cents, like the column.
  if (valid.price !== undefined) edit.price = Math.round(valid.price * 100) / 100;
  if (valid.listing_agent !== undefined) {
    const { name, company, phone_number: phoneNumber } = valid.listing_agent;
    // The agent is optional: clearing every field removes it.
    edit.listingAgent = name || company || phoneNumber ? { name, company, phoneNumber } : null;
  }
  return edit;
});

export type PropertyEditInput = z.input<typeof propertyEditSchema>;

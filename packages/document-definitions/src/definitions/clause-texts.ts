// Fixed texts the definitions show (and the PDFs print): the FHA/VA amendatory clause, the note on who holds the
// earnest money for a buyer without a brokerage, and the property fixtures report summary.

/** The amendatory clause HUD and VA require in a contract financed by an FHA or VA loan, with the price by name. */
export const FHA_VA_AMENDATORY_CLAUSE =
  'It is expressly agreed that, notwithstanding any other provisions of this contract, the Buyer shall not be ' +
  'obligated to complete the purchase of the property or to incur any penalty by forfeiture of earnest money ' +
  'deposits or otherwise unless the Buyer has been given, in accordance with HUD/FHA or VA requirements, a written ' +
  'statement by the Federal Housing Commissioner, the Department of Veterans Affairs, or a Direct Endorsement lender ' +
  'setting forth the appraised value of the property of not less than the purchase price. The Buyer shall have the ' +
  'privilege and option of proceeding with the consummation of this contract without regard to the amount of the ' +
  'appraised valuation. The appraised valuation is arrived at to determine the maximum mortgage the Department of ' +
  'Housing and Urban Development will insure. HUD does not warrant the value or the condition of the property. The ' +
  'Buyer should be satisfied that the price and the condition of the property are acceptable.';

/** A buyer without an agent has no brokerage to hold the earnest money (DOMAIN.md, Utah REPC). */
export const TITLE_COMPANY_NOTE =
  'Earnest money is normally held by the buyer’s brokerage. Without an agent, deposit it with a title company or ' +
  'escrow agent, named here; in Utah the state-approved addendum "Deposit of Earnest Money With Title Company" names it.';

export const FIXTURES_REPORT_SUMMARY =
  'Unless excluded below, the sale includes the fixtures attached to the property: plumbing, heating, cooling and ' +
  'electrical fixtures and systems (water heater, furnace, air conditioning, light fixtures and bulbs, ceiling fans), ' +
  'mechanical systems (water softener, garage door openers and their remotes), window treatments (blinds, shades, ' +
  'curtain rods, shutters), security and home automation (alarm system, cameras, doorbells, smart thermostats and ' +
  'locks) and outdoor equipment (sprinkler system, landscaping, fences, mailbox, outdoor lighting, pool and hot tub ' +
  'equipment). Freestanding appliances and personal property stay with the seller unless listed as included.';

// The purchase guide's content. Stage and step keys are what a user's ticks are stored under
// (purchase_checklist: stage key -> step key -> done), so they must never be renamed or reused; the wording may
// change freely. Keys match the BFF's rule ^[a-z0-9_]{1,64}$.

export interface GuideStep {
  key: string;
  label: string;
}

export interface GuideStage {
  key: string;
  title: string;
  summary: string;
  /** Rules of thumb worth knowing at this stage, shown highlighted. */
  advice?: string;
  steps: readonly GuideStep[];
}

export const PURCHASE_GUIDE_STAGES: readonly GuideStage[] = [
  {
    key: 'budget',
    title: 'Set your budget',
    summary: 'Know what you can afford before you fall in love with a house.',
    advice:
      'Plan for a down payment of 3-20% of the price and closing costs of 2-5% on top of it, and keep a reserve for repairs.',
    steps: [
      { key: 'review_finances', label: 'Review your income, debts and monthly spending' },
      { key: 'save_down_payment', label: 'Save for the down payment (3-20%)' },
      { key: 'plan_closing_costs', label: 'Set aside closing costs (2-5% of the price)' },
      { key: 'set_price_range', label: 'Decide on a comfortable price range' },
    ],
  },
  {
    key: 'mortgage_options',
    title: 'Explore mortgage options',
    summary: 'Compare loan types and lenders, then get pre-approved so sellers take your offer seriously.',
    advice:
      'Most conventional loans need a credit score of 620+; FHA, VA and USDA loans have their own rules.',
    steps: [
      { key: 'check_credit_score', label: 'Check your credit score (620+ for most conventional loans)' },
      { key: 'compare_loan_types', label: 'Compare conventional, FHA, VA and USDA loans' },
      { key: 'compare_lenders', label: 'Get quotes from at least three lenders' },
      { key: 'get_preapproved', label: 'Get a pre-approval letter' },
    ],
  },
  {
    key: 'location',
    title: 'Choose a location',
    summary: 'The neighborhood matters as much as the house.',
    steps: [
      { key: 'list_priorities', label: 'List what matters: commute, schools, amenities' },
      { key: 'research_neighborhoods', label: 'Research neighborhoods, prices and taxes' },
      { key: 'visit_areas', label: 'Visit your favorite areas at different times of day' },
    ],
  },
  {
    key: 'house_hunting',
    title: 'Go house hunting',
    summary: 'Add homes you like to Homeward and tour them without an agent.',
    steps: [
      { key: 'make_must_have_list', label: 'Write down your must-haves and nice-to-haves' },
      { key: 'add_properties', label: 'Add the homes you like to Homeward' },
      { key: 'schedule_tours', label: 'Schedule tours of the listed homes' },
      { key: 'compare_homes', label: 'Compare the homes you toured' },
    ],
  },
  {
    key: 'offer_letter',
    title: 'Write an offer letter',
    summary: "Make your offer with Homeward's free offer letter generator.",
    steps: [
      { key: 'research_comparables', label: 'Look at recent sale prices of similar homes nearby' },
      { key: 'decide_offer_price', label: 'Decide on your offer price and contingencies' },
      { key: 'send_offer_letter', label: 'Create and send your offer letter' },
    ],
  },
  {
    key: 'purchase_agreement',
    title: 'Sign the purchase agreement',
    summary: 'Put the deal in a state-aware purchase agreement once the seller accepts.',
    steps: [
      { key: 'prepare_agreement', label: 'Prepare the purchase agreement for your state' },
      { key: 'review_contingencies', label: 'Check the inspection, appraisal and financing contingencies' },
      { key: 'sign_agreement', label: 'Sign the agreement with the seller' },
      { key: 'pay_earnest_money', label: 'Pay the earnest money deposit into escrow' },
    ],
  },
  {
    key: 'negotiate',
    title: 'Negotiate',
    summary: 'Counter-offers, repairs and credits: agree on the terms before the deadlines run out.',
    steps: [
      { key: 'review_counter_offer', label: 'Review any counter-offer from the seller' },
      { key: 'agree_price_and_terms', label: 'Agree on the final price, credits and closing date' },
      { key: 'put_changes_in_writing', label: 'Put every change in a signed addendum' },
    ],
  },
  {
    key: 'inspection',
    title: 'Home inspection',
    summary: 'A licensed inspector finds what a tour cannot; Homeward analyses the report for you.',
    advice: 'A home inspection typically costs $300-$500.',
    steps: [
      { key: 'hire_inspector', label: 'Hire a licensed home inspector ($300-$500)' },
      { key: 'attend_inspection', label: 'Attend the inspection and ask questions' },
      { key: 'analyze_report', label: 'Upload the report to Homeward for analysis' },
      { key: 'request_repairs', label: 'Request repairs or credits for major issues' },
    ],
  },
  {
    key: 'appraisal',
    title: 'Appraisal',
    summary: 'Your lender orders an appraisal to confirm the home is worth the price.',
    advice: 'An appraisal typically costs $300-$600.',
    steps: [
      { key: 'lender_orders_appraisal', label: 'Your lender orders the appraisal ($300-$600)' },
      { key: 'review_appraisal', label: 'Review the appraised value' },
      { key: 'handle_low_appraisal', label: 'If it comes in low, renegotiate or cover the gap' },
    ],
  },
  {
    key: 'financing',
    title: 'Finalize financing',
    summary: 'Turn the pre-approval into a loan commitment.',
    steps: [
      { key: 'submit_documents', label: 'Send the lender every document it asks for' },
      { key: 'lock_rate', label: 'Lock your interest rate' },
      { key: 'avoid_new_debt', label: 'Avoid new debt or job changes until closing' },
      { key: 'get_clear_to_close', label: 'Get the clear to close' },
    ],
  },
  {
    key: 'title_insurance',
    title: 'Title search and title insurance',
    summary: 'Make sure the seller can sell, and that nobody else has a claim on the home.',
    steps: [
      { key: 'choose_title_company', label: 'Choose a title company' },
      { key: 'review_title_search', label: 'Review the title search' },
      { key: 'buy_owners_policy', label: "Buy an owner's title insurance policy" },
    ],
  },
  {
    key: 'home_insurance',
    title: 'Home insurance',
    summary: 'Lenders require homeowners insurance from the day you close.',
    steps: [
      { key: 'compare_insurance_quotes', label: 'Compare homeowners insurance quotes' },
      { key: 'check_flood_zone', label: 'Check whether you need flood insurance' },
      { key: 'send_proof_of_insurance', label: 'Send proof of insurance to your lender' },
    ],
  },
  {
    key: 'final_walkthrough',
    title: 'Final walkthrough',
    summary: 'One last look, within a day or two of closing.',
    steps: [
      { key: 'check_repairs_done', label: 'Check the agreed repairs were done' },
      { key: 'test_systems', label: 'Test appliances, plumbing, heating and cooling' },
      { key: 'confirm_included_items', label: 'Confirm the items included in the sale are there' },
    ],
  },
  {
    key: 'closing',
    title: 'Closing',
    summary: 'Sign the papers, pay the closing costs and get the keys.',
    steps: [
      { key: 'review_closing_disclosure', label: 'Compare the Closing Disclosure with your loan estimate' },
      { key: 'wire_funds_safely', label: 'Confirm wire instructions by phone, then send the funds' },
      { key: 'bring_id', label: 'Bring a photo ID to closing' },
      { key: 'sign_documents', label: 'Sign the closing documents and get the keys' },
    ],
  },
  {
    key: 'move_in',
    title: 'Move in',
    summary: 'Welcome home!',
    steps: [
      { key: 'change_locks', label: 'Change the locks' },
      { key: 'transfer_utilities', label: 'Transfer utilities into your name' },
      { key: 'update_address', label: 'Update your address with the post office, bank and employer' },
      { key: 'store_documents', label: 'Keep your closing documents somewhere safe' },
    ],
  },
];

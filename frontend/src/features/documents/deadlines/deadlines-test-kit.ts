import type { ContractDeadline, ContractDeadlines } from '@api';

export const AGREEMENT_ID = 'a9ee0000-0000-4000-8000-000000000001';

/** Utah's four deadlines, 5:00 PM Mountain Time; March 2026 dates fall after the 03/08 switch to daylight time. */
export function utahDeadlines(
  overrides: Partial<Record<ContractDeadline['key'], Partial<ContractDeadline>>> = {},
) {
  const base: ContractDeadline[] = [
    { key: 'seller_disclosure', label: 'Seller Disclosure Deadline', date: '2026-03-09' },
    { key: 'due_diligence', label: 'Due Diligence Deadline', date: '2026-03-12' },
    { key: 'financing_appraisal', label: 'Financing & Appraisal Deadline', date: '2026-04-01' },
    { key: 'settlement', label: 'Settlement Deadline', date: '2026-04-15' },
  ].map((deadline) => ({
    time: '5:00 PM',
    time_zone: 'America/Denver',
    applies: true,
    basis: 'calendar days after Acceptance (03/02/2026)',
    ...deadline,
    ...overrides[deadline.key as ContractDeadline['key']],
  })) as ContractDeadline[];
  return base;
}

export function deadlinesResponse(deadlines: ContractDeadline[]): ContractDeadlines {
  return { purchase_agreement_id: AGREEMENT_ID, deadlines };
}

export const NO_AGREEMENT: ContractDeadlines = { purchase_agreement_id: null, deadlines: [] };

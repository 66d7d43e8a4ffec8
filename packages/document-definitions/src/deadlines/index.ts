export { agreementHas } from './agreement-has';
export {
  acceptanceOf,
  CONTRACT_DEADLINE_KEYS,
  contractDeadlines,
  isoDay,
  type ContractDeadline,
  type ContractDeadlineKey,
} from './compute';
export { DEADLINE_ORDER_MESSAGES, deadlineOrderProblems, type DeadlineProblem } from './order';
export {
  DATE_BLANK,
  DAY_COUNT_RULE,
  dayCountSentence,
  DEFAULT_DEADLINE_TIME,
  deadlineTimeOf,
  deadlineTimeZoneOf,
  deadlineZoneName,
} from './rule';

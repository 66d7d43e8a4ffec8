export { normaliseUsPhone } from './phone';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  passwordProblems,
  type PasswordRule,
} from './passwords';
export { CARD_MESSAGES, type CardMessage } from './card-messages';
export * from './cards';
export { PROPERTY_EDIT_LIMITS, PROPERTY_EDIT_MESSAGES, propertyEditRules } from './property-edit';
export * from './tour-slots';
export { propertyTimeZone, type PropertyTimeZone } from './time-zones';

export { normaliseUsPhone } from './phone';

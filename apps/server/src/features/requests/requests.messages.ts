export { REQUEST_OUTCOMES, REQUEST_REFUSALS } from '../donations';

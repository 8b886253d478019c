// The impact feature's public surface: what counts as donated, for the dashboards and the tax report.
export { donatedCondition, givenQuantity, givenQuantityOf, inDeliveryCondition, requestValueCents } from './donated';

// The tax-forms feature's public surface: what the tax report reads of it.
export { careStatementsFor } from './care-statements';
export { disposalColumns, signatureColumns } from './section-b.queries';
export { presentDisposal, presentSignature } from './tax-forms.presenter';

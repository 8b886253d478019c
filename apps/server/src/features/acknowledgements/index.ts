// The acknowledgements feature's public surface: the record the delivery confirmation writes, and
// the signature a dashboard confirmation gives in the same transaction.
export { recordAcknowledgementInTx } from './acknowledgements.record';
export { isAwaitingSignature, signAcknowledgementInTx } from './acknowledgements.sign';

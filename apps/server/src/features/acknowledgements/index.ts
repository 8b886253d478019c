// The acknowledgements feature's public surface: the record the delivery confirmation writes, the
// letter's content for the year-end packet, and the signature a dashboard confirmation gives in the
// same transaction.
export { recordAcknowledgementInTx } from './acknowledgements.record';
export { presentAcknowledgement } from './acknowledgements.service';
export { isAwaitingSignature, signAcknowledgementInTx } from './acknowledgements.sign';

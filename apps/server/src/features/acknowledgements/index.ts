// The acknowledgements feature's public surface: the record the delivery confirmation writes.
export { recordAcknowledgementInTx } from './acknowledgements.record';

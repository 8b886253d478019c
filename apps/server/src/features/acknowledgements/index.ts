// The acknowledgements feature's public surface: the record the delivery confirmation writes, and
// the letter's content for the year-end packet.
export { recordAcknowledgementInTx } from './acknowledgements.record';
export { presentAcknowledgement } from './acknowledgements.service';

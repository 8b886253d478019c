// The messages feature's public surface: what other server features import from it.
export { queueMessageEmail } from './messages.emails';
export { senderNameOf } from './messages.service';

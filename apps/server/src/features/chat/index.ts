// The chat feature's public surface: what other server features import from it.
export { completeConversationInTx, openConversationInTx, postSystemMessageInTx } from './conversations.service';

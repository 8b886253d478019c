// The chat feature's public entry: what other features use. The layout loads the chat widget itself.
export { conversationsQueryOptions } from './api/get-conversations';
export { ConversationSummary } from './components/conversation-summary';

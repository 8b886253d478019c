/**
 * Broadcasts (docs/product.md, Admin console: Messages): one message stored once for a whole
 * audience, shown in the bell of everyone in it until it expires.
 */
export const BROADCAST_TARGETS = ['all', 'nonprofits', 'donors'] as const;
export type BroadcastTarget = (typeof BROADCAST_TARGETS)[number];

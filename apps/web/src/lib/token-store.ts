import { createContext, use } from 'react';

export interface TokenStoreControls {
  /** Opens the token store dialog (nonprofits only; a no-op for anyone else). */
  open: () => void;
  /** Fetches the dialog's code ahead of a likely click (hover or focus on a Buy button). */
  prefetch: () => void;
}

/**
 * The token store dialog is hosted once by the app layout; the header, the dashboard balance bar and
 * the marketplace open it through this context, since features do not import each other.
 */
export const TokenStoreContext = createContext<TokenStoreControls>({ open: () => {}, prefetch: () => {} });

export function useTokenStore(): TokenStoreControls {
  return use(TokenStoreContext);
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useTokenStore } from '#src/lib/token-store';

/**
 * `?open_token_store=true` opens the token store (docs/product.md, Pages and navigation). The
 * parameter is then dropped so a reload or Back does not open it again.
 */
export function useOpenTokenStoreParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { open } = useTokenStore();
  const requested = searchParams.get('open_token_store') === 'true';
  useEffect(() => {
    if (!requested) return;
    open();
    setSearchParams(
      (previous) => {
        const params = new URLSearchParams(previous);
        params.delete('open_token_store');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [requested, open, setSearchParams]);
}

import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  PROMO_CODE_PARAM,
  usePendingPromoCode,
} from '#src/features/promotions/model/pending-promo-code';

/**
 * A link's promo code (`?pc=CODE`, payments §2) is kept for this tab, guest or not, and taken out
 * of the address at once so a reload or a shared address does not bring it again. The
 * promotions feature shows it once the player is signed in.
 */
export function usePromoCodeParam(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get(PROMO_CODE_PARAM)?.trim() ?? '';
  const hasParam = params.has(PROMO_CODE_PARAM);

  useEffect(() => {
    if (!hasParam) return;
    if (code) usePendingPromoCode.getState().keep(code);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROMO_CODE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [code, hasParam, setParams]);
}

import type { TCoinType } from '@casino/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { redeemPromoCode } from '#src/features/promotions/api/redeem-promo-code';
import { verifyPromoCodeQueryOptions } from '#src/features/promotions/api/verify-promo-code';
import { PromoErrorDialog } from '#src/features/promotions/components/promo-error-dialog';
import { PromoGiftDialog } from '#src/features/promotions/components/promo-gift-dialog';
import { usePendingPromoCode } from '#src/features/promotions/model/pending-promo-code';
import { ApiError } from '#src/lib/api-client';
import { useFlag } from '#src/lib/feature-flags';
import { useDialogs } from '#src/stores/dialogs';
import { usePortal } from '#src/stores/portal';

/** Nothing else is on screen that the promo dialog would cover or be covered by. */
function useIsScreenFree(): boolean {
  const isPortalFree = usePortal((state) => state.content === null);
  const hasDialogs = useDialogs((state) => state.dialogs.length > 0);
  return isPortalFree && !hasDialogs;
}

/**
 * The code a link brought (`?pc=`, kept until the player is signed in): verified once, then
 * shown once — the claim-gift dialog, or the promo error dialog when it would not pay — as soon
 * as nothing else is on screen. A dialog that another one pushed out (the daily bonus after a
 * log-in) comes back when the portal is free again; the code is forgotten once the player
 * claimed it or closed the dialog. Render it for signed-in players only.
 */
export function PromoCodeLauncher({
  onWalletChanged,
  onRedeemed,
  renderCelebration,
}: {
  onWalletChanged: () => void;
  /** The code was redeemed: its AFTER_PROMO_CODE popups may start. */
  onRedeemed: (promoCode: string) => void;
  renderCelebration: (coins: TCoinType[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const code = usePendingPromoCode((state) => state.code);
  const isScMode = useFlag('sc_mode_available') !== false;
  const isScreenFree = useIsScreenFree();
  const verified = useQuery({ ...verifyPromoCodeQueryOptions(code ?? ''), enabled: code !== null });
  const promotion = verified.data ?? null;
  const failedName = verified.error instanceof ApiError ? verified.error.name : null;
  const isAnswered = promotion !== null || verified.isError;

  useEffect(() => {
    if (code === null || !isAnswered || !isScreenFree) return;
    const done = () => {
      usePendingPromoCode.getState().clear();
      usePortal.getState().closePortal(true);
    };
    const { openPortal } = usePortal.getState();
    if (promotion && promotion.invalidReason === null) {
      openPortal(
        <PromoGiftDialog
          promotion={promotion}
          isScMode={isScMode}
          onClaim={() => redeemPromoCode(promotion.promoCode)}
          onClaimed={() => {
            onWalletChanged();
            onRedeemed(promotion.promoCode);
          }}
          onClose={done}
          renderCelebration={renderCelebration}
        />,
        { label: t('promotions.gift.title'), isPersistent: true },
      );
      return;
    }
    openPortal(
      <PromoErrorDialog errorName={promotion?.invalidReason ?? failedName} onClose={done} />,
      { label: t('promotions.error.title'), isPersistent: true },
    );
  }, [
    code,
    isAnswered,
    isScreenFree,
    promotion,
    failedName,
    isScMode,
    onWalletChanged,
    onRedeemed,
    renderCelebration,
    t,
  ]);

  return null;
}

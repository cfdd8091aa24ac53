import type { TBannerCta } from '@casino/contracts';
import { useNavigate } from 'react-router';
import { HomeWidgets } from '#src/app/routes/home-widgets';
import { PageKeyBanner } from '#src/app/routes/landing-hero';
import { useBanners } from '#src/features/banners/api/get-banners';
import { FULL_PAGE_DIALOG_KEYS, useDialogs, type TFullPageDialogKey } from '#src/stores/dialogs';
import { useCoinType } from '#src/stores/coin-type';

function isFullPageDialogKey(key: string | null): key is TFullPageDialogKey {
  return (FULL_PAGE_DIALOG_KEYS as readonly (string | null)[]).includes(key);
}

/** The lobby's banner (lobby_cc or lobby_sc by coin type), its call to action, the widget area. */
export function LobbyHero() {
  const coinType = useCoinType((state) => state.coinType);
  const banners = useBanners({ theme: coinType });
  const openFullPageDialog = useDialogs((state) => state.openFullPageDialog);
  const navigate = useNavigate();
  const banner = (coinType === 'GC' ? banners.data?.lobby_cc : banners.data?.lobby_sc)?.[0];

  const handleCta = (cta: TBannerCta) => {
    if (cta.action === 'dialog' && isFullPageDialogKey(cta.target)) openFullPageDialog(cta.target);
    if (cta.action === 'link' && cta.target) void navigate(cta.target);
  };

  return (
    <div className="lobby-hero">
      <PageKeyBanner banner={banner} />
      {banners.isPending ? (
        // Holds the call to action's place while the banner loads, so the lobby does not jump.
        <span className="lobby-hero__cta lobby-hero__cta--pending" aria-hidden="true" />
      ) : banner?.cta && banner.cta.action !== 'sign_up' ? (
        <button
          type="button"
          className="lobby-hero__cta"
          onClick={() => banner.cta && handleCta(banner.cta)}
        >
          <span className="cc-visually-hidden">{banner.title}: </span>
          {banner.cta.text}
        </button>
      ) : null}
      <HomeWidgets />
    </div>
  );
}

import type { TBanner, TBannerCta } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isFullPageDialogAvailable } from '#src/app/dialogs/dialog-registry';
import { HomeWidgets } from '#src/app/routes/home-widgets';
import { PageKeyBanner } from '#src/app/routes/landing-hero';
import { getBannersQueryOptions, useBanners } from '#src/features/banners/api/get-banners';
import { getDailyMissionsQueryOptions } from '#src/features/daily-missions/api/get-daily-missions';
import { useFlag } from '#src/lib/feature-flags';
import { FULL_PAGE_DIALOG_KEYS, useDialogs, type TFullPageDialogKey } from '#src/stores/dialogs';
import { useCoinType } from '#src/stores/coin-type';

function isFullPageDialogKey(key: string | null): key is TFullPageDialogKey {
  return (FULL_PAGE_DIALOG_KEYS as readonly (string | null)[]).includes(key);
}

/** A call to action shows only when it leads somewhere built: a link, or a registered dialog. */
export function isCtaAvailable(cta: TBannerCta): boolean {
  if (cta.action === 'link') return Boolean(cta.target);
  if (cta.action === 'dialog')
    return isFullPageDialogKey(cta.target) && isFullPageDialogAvailable(cta.target);
  return false;
}

function BannerCta({ banner }: { banner: TBanner }) {
  const navigate = useNavigate();
  const openFullPageDialog = useDialogs((state) => state.openFullPageDialog);
  const { cta } = banner;
  if (!cta || !isCtaAvailable(cta)) return null;
  const handleClick = () => {
    if (cta.action === 'dialog' && isFullPageDialogKey(cta.target)) openFullPageDialog(cta.target);
    if (cta.action === 'link' && cta.target) void navigate(cta.target);
  };
  return (
    <button type="button" className="lobby-hero__cta" onClick={handleClick}>
      <span className="cc-visually-hidden">{banner.title}: </span>
      {cta.text}
    </button>
  );
}

/** The longest what is under the hero waits for the hero's late parts before it shows anyway. */
const HERO_SETTLE_TIMEOUT_MS = 2000;

/**
 * Whether the shown hero has its late parts: the banners (their dots) and, with the feature on,
 * the daily mission (its bar sits under the banner on phones, beside it on wide screens). Until
 * then, or 2 s, the lobby keeps what is under the hero hidden: the hero growing by the mission
 * bar moved the rows a player was about to tap by about 220 px (a layout shift). Observes the
 * hero's own reads, starting none.
 */
export function useIsLobbyHeroSettled(isHeroShown: boolean): boolean {
  const coinType = useCoinType((state) => state.coinType);
  const isMissionsFeatureOn = useFlag('daily_missions_feature');
  const banners = useQuery({
    ...getBannersQueryOptions({ theme: coinType }),
    enabled: false,
  });
  const missions = useQuery({ ...getDailyMissionsQueryOptions(), enabled: false });
  const [isTimedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), HERO_SETTLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!isHeroShown || isTimedOut) return true;
  const isMissionKnown =
    isMissionsFeatureOn === false ||
    (isMissionsFeatureOn === true && missions.status !== 'pending');
  return banners.status !== 'pending' && isMissionKnown;
}

/**
 * The lobby's banners (lobby_cc or lobby_sc by coin type), every one of them: side by side in a
 * short strip on wide screens, so two rows of games stay above the fold; one at a time on
 * phones, swiped or chosen with the dots. Then `aside` (the daily mission: beside the strip on
 * wide screens, under the banner on phones) and the widget area.
 */
export function LobbyHero({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const coinType = useCoinType((state) => state.coinType);
  const banners = useBanners({ theme: coinType });
  const trackRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const list = (coinType === 'GC' ? banners.data?.lobby_cc : banners.data?.lobby_sc) ?? [];

  const showSlide = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
    setCurrent(index);
  };
  const handleScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setCurrent(Math.round(track.scrollLeft / track.clientWidth));
  };

  return (
    <div className="lobby-hero">
      {list.length === 0 ? (
        // The house art holds the banners' place while they load (as the first screen shows it).
        <PageKeyBanner banner={undefined} />
      ) : (
        <ul
          ref={trackRef}
          className="lobby-banners"
          role="list"
          aria-label={t('lobby.bannersLabel')}
          data-count={list.length}
          onScroll={handleScroll}
        >
          {list.map((banner, index) => (
            <li
              key={banner.bannerId}
              className="lobby-banners__slide"
              data-testid="lobby-banner"
              aria-roledescription={t('lobby.bannerSlide')}
              aria-label={t('lobby.bannerPosition', { n: index + 1, count: list.length })}
            >
              <PageKeyBanner
                banner={banner}
                isAnimated={index === 0}
                action={<BannerCta banner={banner} />}
              />
            </li>
          ))}
        </ul>
      )}
      {banners.isPending ? (
        // Holds the dots' row while the banners load: most lobbies have several.
        <div className="lobby-banners__dots" aria-hidden="true" />
      ) : null}
      {list.length > 1 ? (
        <div className="lobby-banners__dots" role="group" aria-label={t('lobby.bannersLabel')}>
          {list.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="lobby-banners__dot"
              aria-label={t('lobby.bannerPosition', { n: index + 1, count: list.length })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => showSlide(index)}
            />
          ))}
        </div>
      ) : null}
      {aside ? <div className="lobby-hero__aside">{aside}</div> : null}
      <HomeWidgets />
    </div>
  );
}

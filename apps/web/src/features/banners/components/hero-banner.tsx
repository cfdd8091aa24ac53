import { useEffect, useState, type ReactNode } from 'react';
import { useIsWide } from '#src/hooks/use-media-query';
import { useIsPageSettled } from '#src/hooks/use-is-page-settled';

/** Spec §9: an animation that has not loaded within 5000 ms falls back to the static image. */
export const BANNER_ANIMATION_TIMEOUT_MS = 5000;

/** Intrinsic banner art sizes: set on the images so the page does not shift when they load. */
export const BANNER_SIZE = {
  desktop: { width: 1600, height: 500 },
  mobile: { width: 750, height: 900 },
} as const;

export interface TBannerImages {
  imageUrl: string;
  animationUrl: string | null;
}

export interface TServedBanner {
  desktop: TBannerImages;
  mobile: TBannerImages;
  title: string;
  subtitle: string | null;
}

export interface THeroBannerProps {
  /** The house art shipped with the app: painted at once, and kept if anything fails. */
  fallback: { desktop: string; mobile: string; alt: string };
  /** The banner service's choice; it fades in over the house art once loaded. */
  served: TServedBanner | null;
  /**
   * Animation plays only when the flag is on and the visitor has not asked for less motion, and
   * starts once the page has settled. It moves only opacity and transform, which the compositor
   * runs off the main thread (decision 153), and plays once, for under five seconds, before the
   * banner rests on its still art (decision 244).
   */
  isAnimationEnabled: boolean;
  /** The call to action under the served banner's words. */
  action?: ReactNode;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Desktop or mobile art chosen at 768 px. Layers: house art, the served static image, the
 * served animation. A layer shows only once it has loaded; an error or the timeout leaves the
 * layer below in view (the static fallback of spec §2). The animation is the served motion
 * layer (glints on a transparent ground) twice, the second mirrored and out of phase, with a
 * pulsing glow and a passing sheen: each moves by CSS opacity or transform alone. The layer
 * fades in once loaded, plays one show of 4.8 s (CSS) and fades out; when its show ends it is
 * taken away, and the banner's art rests until the banner is shown again. The served
 * banner's title and subtitle are text over the art, in the site's fonts (art carries no words).
 */
export function HeroBanner({ fallback, served, isAnimationEnabled, action }: THeroBannerProps) {
  const isWide = useIsWide();
  const size = isWide ? BANNER_SIZE.desktop : BANNER_SIZE.mobile;
  const images = served ? (isWide ? served.desktop : served.mobile) : null;
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [rested, setRested] = useState<ReadonlySet<string>>(new Set());
  const markLoaded = (url: string) => setLoaded((current) => new Set(current).add(url));
  const markFailed = (url: string, reason: string) => {
    console.warn(reason, url);
    setFailed((current) => new Set(current).add(url));
  };

  const isPageSettled = useIsPageSettled();
  const animationUrl =
    isAnimationEnabled &&
    isPageSettled &&
    images?.animationUrl &&
    !prefersReducedMotion() &&
    !failed.has(images.animationUrl) &&
    !rested.has(images.animationUrl)
      ? images.animationUrl
      : null;

  useEffect(() => {
    if (!animationUrl || loaded.has(animationUrl)) return;
    const timer = window.setTimeout(
      () => markFailed(animationUrl, 'Loading timeout'),
      BANNER_ANIMATION_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [animationUrl, loaded]);

  const layer = (url: string, alt: string) => (
    <img
      key={url}
      className="hero-banner__layer"
      data-loaded={loaded.has(url)}
      src={url}
      alt={alt}
      width={size.width}
      height={size.height}
      decoding="async"
      onLoad={() => markLoaded(url)}
      onError={() => markFailed(url, 'Error loading images')}
    />
  );

  return (
    <div className="hero-banner" data-testid="hero-banner">
      <img
        className="hero-banner__image"
        src={isWide ? fallback.desktop : fallback.mobile}
        alt={images ? '' : fallback.alt}
        width={size.width}
        height={size.height}
        fetchPriority="high"
      />
      {images && !failed.has(images.imageUrl) ? layer(images.imageUrl, '') : null}
      {animationUrl ? (
        <div
          key={animationUrl}
          className="hero-banner__motion"
          data-loaded={loaded.has(animationUrl)}
          aria-hidden="true"
          onAnimationEnd={(event) => {
            if (event.target !== event.currentTarget) return;
            setRested((current) => new Set(current).add(animationUrl));
          }}
        >
          <span className="hero-banner__glow" />
          {[false, true].map((isMirrored) => (
            <img
              key={String(isMirrored)}
              className="hero-banner__glints"
              data-mirrored={isMirrored}
              src={animationUrl}
              alt=""
              width={size.width}
              height={size.height}
              decoding="async"
              onLoad={isMirrored ? undefined : () => markLoaded(animationUrl)}
              onError={
                isMirrored ? undefined : () => markFailed(animationUrl, 'Error loading images')
              }
            />
          ))}
          <span className="hero-banner__sheen" />
        </div>
      ) : null}
      {served ? (
        <div className="hero-banner__caption">
          <p className="hero-banner__title">{served.title}</p>
          {served.subtitle ? <p className="hero-banner__subtitle">{served.subtitle}</p> : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}

import type { CSSProperties, MouseEvent } from 'react';
import { Pill } from './pill';

export type TThumbnailShape = 'short' | 'long';

export interface TGameTileLabel {
  key: string;
  text?: string;
  iconSrc?: string;
  style?: CSSProperties;
}

export interface TGameTileJackpot {
  text: string;
  /** More than 7 integer digits: shown in the smaller style so it still fits. */
  isSmall: boolean;
  coinLabel: string;
}

export interface TGameTileProps {
  name: string;
  providerName: string;
  /** The art at the tile's own size (TILE_IMAGE_SIZE), for screens of normal density. */
  imageUrl: string;
  /** The art for high-density screens; the browser picks by the tile's width on screen. */
  imageHrUrl?: string;
  shape: TThumbnailShape;
  href: string;
  labels?: TGameTileLabel[];
  jackpot?: TGameTileJackpot | null;
  /** Off-screen tiles load their art lazily; the first row can ask for it eagerly. */
  isEager?: boolean;
  /** Art not requested yet (a carousel page far from view): the tile shows its surface. */
  isArtDeferred?: boolean;
  onActivate?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A game's tag labels (pills) and icon labels, in order; nothing when it has none. */
export function GameLabels({
  labels,
  className,
}: {
  labels: readonly TGameTileLabel[];
  className: string;
}) {
  if (labels.length === 0) return null;
  return (
    <span className={className}>
      {labels.map((label) =>
        label.iconSrc ? (
          <img
            key={label.key}
            className="cc-tile__icon-label"
            src={label.iconSrc}
            alt={label.text ?? ''}
            width={24}
            height={24}
          />
        ) : (
          <Pill key={label.key} style={label.style}>
            {label.text}
          </Pill>
        ),
      )}
    </span>
  );
}

/**
 * Intrinsic art sizes per shape: images carry explicit sizes so nothing shifts on load. The width
 * is the catalogue's standard rendition (GAME_ART_STANDARD_WIDTH in the contracts).
 */
export const TILE_IMAGE_SIZE: Record<TThumbnailShape, { width: number; height: number }> = {
  short: { width: 240, height: 240 },
  long: { width: 240, height: 360 },
};

/**
 * How wide a tile is drawn: under a third of a phone's width (3.25 per carousel page, 3 per grid
 * row, between the page's margins), at most 200 px on wider screens (7 per page, 6 or 7 per row).
 */
const TILE_SIZES = '(max-width: 768px) 30vw, 200px';

/**
 * The standard art is TILE_IMAGE_SIZE wide and the Hr art twice that: a phone's 2× screen
 * showing a 110 px tile takes the standard one, a 3× screen the Hr one.
 */
function tileSrcSet(imageUrl: string, imageHrUrl: string | undefined, width: number) {
  if (!imageHrUrl || imageHrUrl === imageUrl) return undefined;
  return `${imageUrl} ${width}w, ${imageHrUrl} ${width * 2}w`;
}

/** Artwork first; name and provider rise on hover and focus; tag and icon labels; jackpot ribbon on top. */
export function GameTile({
  name,
  providerName,
  imageUrl,
  imageHrUrl,
  shape,
  href,
  labels = [],
  jackpot,
  isEager = false,
  isArtDeferred = false,
  onActivate,
}: TGameTileProps) {
  const size = TILE_IMAGE_SIZE[shape];
  const srcSet = tileSrcSet(imageUrl, imageHrUrl, size.width);
  return (
    <a
      className={`cc-tile cc-tile--${shape}${jackpot ? ' cc-tile--jackpot' : ''}`}
      href={href}
      onClick={onActivate}
    >
      {isArtDeferred ? null : (
        <img
          className="cc-tile__art"
          src={imageUrl}
          srcSet={srcSet}
          sizes={srcSet ? TILE_SIZES : undefined}
          alt=""
          width={size.width}
          height={size.height}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
        />
      )}
      <span className="cc-tile__info">
        <span className="cc-tile__name">{name}</span>
        <span className="cc-tile__provider">{providerName}</span>
      </span>
      <GameLabels className="cc-tile__labels" labels={labels} />
      {jackpot ? (
        <span className={`cc-tile__jackpot${jackpot.isSmall ? ' cc-tile__jackpot--small' : ''}`}>
          <span className="cc-tabular">{jackpot.text}</span> {jackpot.coinLabel}
        </span>
      ) : null}
    </a>
  );
}

/**
 * A still tile of the surface colour. A lobby shows dozens at once: a shimmer on each would restyle
 * every one of them on every frame while the page is still loading.
 */
export function GameTileSkeleton({ shape }: { shape: TThumbnailShape }) {
  return <span aria-hidden="true" className={`cc-tile cc-tile--${shape}`} />;
}

/**
 * The look of each banner picture: colour scheme and central motif. The words are not painted
 * on: the page draws the banner's title and subtitle over the art in the site's own fonts (an
 * SVG shown as an image cannot use them), and an operator's edit to the words shows at once.
 */
export type TBannerScheme = 'gold' | 'emerald' | 'violet';
export type TBannerMotif = 'crown' | 'coins' | 'trophy' | 'chest';

export interface TBannerArt {
  scheme: TBannerScheme;
  motif: TBannerMotif;
}

export const BANNER_ART: Readonly<Record<string, TBannerArt>> = {
  'welcome-gold': { scheme: 'gold', motif: 'crown' },
  'welcome-emerald': { scheme: 'emerald', motif: 'crown' },
  'royal-welcome': { scheme: 'violet', motif: 'chest' },
  'new-releases': { scheme: 'gold', motif: 'coins' },
  'new-releases-emerald': { scheme: 'emerald', motif: 'coins' },
  'provably-fair': { scheme: 'violet', motif: 'trophy' },
  'instant-wins': { scheme: 'gold', motif: 'chest' },
  'instant-wins-emerald': { scheme: 'emerald', motif: 'chest' },
  'weekend-jackpots': { scheme: 'violet', motif: 'crown' },
};

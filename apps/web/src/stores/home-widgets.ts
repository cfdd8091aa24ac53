import type { ReactNode } from 'react';
import { create } from 'zustand';

/** Spec (engagement, home widgets): type rank, lower first; ties by weight, higher first. */
export const HOME_WIDGET_RANK = {
  Tournament: 0,
  MetaGameEvent: 0,
  Quest: 1,
  Coinback: 2,
  UnclaimedFreeSpin: 3,
  UpcomingDailyMission: 4,
  Offer: 5,
  Message: 6,
  SnappyGift: 7,
} as const;
export type THomeWidgetType = keyof typeof HOME_WIDGET_RANK;

/** At most 6 widgets show; more than 4 use the smaller layout. */
export const HOME_WIDGETS_MAX = 6;
export const HOME_WIDGETS_REGULAR_MAX = 4;

export interface THomeWidget {
  /** One widget per key: showing the same key again replaces it. */
  key: string;
  type: THomeWidgetType;
  weight: number;
  content: ReactNode;
}

export interface THomeWidgetArrangement {
  widgets: THomeWidget[];
  isCompact: boolean;
}

export type THomeWidgetRanks = Record<THomeWidgetType, number>;

/**
 * The ranks the operator set in the home_widgets_order flag (decision 146): a type's number
 * when it is a finite number, the spec's rank for a type left out or given anything else.
 */
export function homeWidgetRanksOf(flagValue: unknown): THomeWidgetRanks {
  const ranks: THomeWidgetRanks = { ...HOME_WIDGET_RANK };
  if (typeof flagValue !== 'object' || flagValue === null || Array.isArray(flagValue)) return ranks;
  for (const type of Object.keys(HOME_WIDGET_RANK) as THomeWidgetType[]) {
    const rank: unknown = (flagValue as Record<string, unknown>)[type];
    if (typeof rank === 'number' && Number.isFinite(rank)) ranks[type] = rank;
  }
  return ranks;
}

/** The widgets by rank, cut to the first six, and whether they need the smaller layout. */
export function arrangeHomeWidgets(
  widgets: readonly THomeWidget[],
  ranks: THomeWidgetRanks = HOME_WIDGET_RANK,
): THomeWidgetArrangement {
  const ordered = [...widgets].sort((a, b) => ranks[a.type] - ranks[b.type] || b.weight - a.weight);
  const shown = ordered.slice(0, HOME_WIDGETS_MAX);
  return { widgets: shown, isCompact: shown.length > HOME_WIDGETS_REGULAR_MAX };
}

interface THomeWidgetsState {
  widgets: Record<string, THomeWidget>;
  showWidget: (widget: THomeWidget) => void;
  hideWidget: (key: string) => void;
}

/**
 * The widgets over the lobby banner. The engagement features (tournaments, quests, coin-back,
 * free spins, daily missions, offers, messages, gifts) show theirs here from real data; with
 * none the area is not rendered at all.
 */
export const useHomeWidgets = create<THomeWidgetsState>((set) => ({
  widgets: {},
  showWidget: (widget) => set((state) => ({ widgets: { ...state.widgets, [widget.key]: widget } })),
  hideWidget: (key) =>
    set((state) => {
      const { [key]: _hidden, ...rest } = state.widgets;
      return { widgets: rest };
    }),
}));

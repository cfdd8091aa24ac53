import { describe, expect, it } from 'vitest';
import {
  arrangeHomeWidgets,
  HOME_WIDGET_RANK,
  homeWidgetRanksOf,
  useHomeWidgets,
  type THomeWidget,
} from '#src/stores/home-widgets';

function widget(key: string, type: THomeWidget['type'], weight = 0): THomeWidget {
  return { key, type, weight, content: key };
}

describe('home widgets', () => {
  it('orders by type rank, then by weight with the higher first', () => {
    const { widgets } = arrangeHomeWidgets([
      widget('gift', 'SnappyGift'),
      widget('offer-low', 'Offer', 1),
      widget('quest', 'Quest'),
      widget('offer-high', 'Offer', 9),
      widget('tournament', 'Tournament'),
      widget('metagame', 'MetaGameEvent', 2),
    ]);
    expect(widgets.map((item) => item.key)).toEqual([
      'metagame',
      'tournament',
      'quest',
      'offer-high',
      'offer-low',
      'gift',
    ]);
  });

  it("orders by the operator's home_widgets_order ranks, the spec's for types left out", () => {
    const ranks = homeWidgetRanksOf({ SnappyGift: -1, Quest: 'first', Tournament: null });
    expect(ranks).toEqual({ ...HOME_WIDGET_RANK, SnappyGift: -1 });
    const { widgets } = arrangeHomeWidgets(
      [
        widget('quest', 'Quest'),
        widget('gift', 'SnappyGift'),
        widget('mission', 'UpcomingDailyMission'),
      ],
      ranks,
    );
    expect(widgets.map((item) => item.key)).toEqual(['gift', 'quest', 'mission']);
    expect(homeWidgetRanksOf([1, 2])).toEqual(HOME_WIDGET_RANK);
    expect(homeWidgetRanksOf(undefined)).toEqual(HOME_WIDGET_RANK);
  });

  it('shows at most six and uses the smaller layout above four', () => {
    const many = Array.from({ length: 8 }, (_, index) => widget(`message-${index}`, 'Message'));
    expect(arrangeHomeWidgets(many.slice(0, 4))).toMatchObject({ isCompact: false });
    expect(arrangeHomeWidgets(many.slice(0, 5))).toMatchObject({ isCompact: true });
    const arranged = arrangeHomeWidgets(many);
    expect(arranged.widgets).toHaveLength(6);
    expect(arranged.isCompact).toBe(true);
    expect(arrangeHomeWidgets([])).toEqual({ widgets: [], isCompact: false });
  });

  it('replaces a widget shown again under its key and hides it by key', () => {
    const { showWidget, hideWidget } = useHomeWidgets.getState();
    showWidget(widget('coinback', 'Coinback', 1));
    showWidget(widget('coinback', 'Coinback', 5));
    expect(Object.values(useHomeWidgets.getState().widgets)).toEqual([
      widget('coinback', 'Coinback', 5),
    ]);
    hideWidget('coinback');
    expect(useHomeWidgets.getState().widgets).toEqual({});
  });
});

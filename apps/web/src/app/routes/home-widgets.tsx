import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '#src/lib/feature-flags';
import { arrangeHomeWidgets, homeWidgetRanksOf, useHomeWidgets } from '#src/stores/home-widgets';

/**
 * The widget area over the lobby banner: up to six by rank (home_widgets_order, else the spec's)
 * and weight, the smaller layout above four, else nothing.
 */
export function HomeWidgets() {
  const { t } = useTranslation();
  const registered = useHomeWidgets((state) => state.widgets);
  const ranksFlag = useFlag('home_widgets_order');
  const { widgets, isCompact } = useMemo(
    () => arrangeHomeWidgets(Object.values(registered), homeWidgetRanksOf(ranksFlag)),
    [registered, ranksFlag],
  );
  if (widgets.length === 0) return null;
  return (
    <ul
      className="home-widgets"
      role="list"
      aria-label={t('lobby.widgetsLabel')}
      data-layout={isCompact ? 'compact' : 'regular'}
      data-testid="home-widgets"
    >
      {widgets.map((widget) => (
        <li key={widget.key} className="home-widgets__item" data-type={widget.type}>
          {widget.content}
        </li>
      ))}
    </ul>
  );
}

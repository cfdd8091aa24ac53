import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { arrangeHomeWidgets, useHomeWidgets } from '#src/stores/home-widgets';

/** The widget area over the lobby banner: up to six, the smaller layout above four, else nothing. */
export function HomeWidgets() {
  const { t } = useTranslation();
  const registered = useHomeWidgets((state) => state.widgets);
  const { widgets, isCompact } = useMemo(
    () => arrangeHomeWidgets(Object.values(registered)),
    [registered],
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

import { Crown, Gift, House, ShoppingBag, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isFullPageDialogAvailable } from '#src/app/dialogs/dialog-registry';
import { useAuthStatus } from '#src/stores/auth-status';
import { useDialogs, type TFullPageDialogKey } from '#src/stores/dialogs';

interface TNavItem {
  key: TFullPageDialogKey | 'home';
  labelKey: string;
  icon: ReactNode;
}

const ITEMS: TNavItem[] = [
  { key: 'store', labelKey: 'footerNav.store', icon: <ShoppingBag size={22} aria-hidden="true" /> },
  { key: 'redeem', labelKey: 'footerNav.redeem', icon: <Wallet size={22} aria-hidden="true" /> },
  { key: 'home', labelKey: 'footerNav.home', icon: <House size={22} aria-hidden="true" /> },
  { key: 'rewards', labelKey: 'footerNav.rewards', icon: <Gift size={22} aria-hidden="true" /> },
  { key: 'account', labelKey: 'footerNav.account', icon: <Crown size={22} aria-hidden="true" /> },
];

/**
 * Store, Redeem, Home, Rewards, Account: the active item follows the open full-page dialog
 * (none open = Home). Only items whose area is built show. Hidden until the auth flow is done,
 * after a multi-session disconnect, and on wide screens (CSS: the side menu holds the same).
 */
export function FooterNav({ hasRewardsDot = false }: { hasRewardsDot?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const fullPageDialog = useDialogs((state) => state.fullPageDialog);
  const toggleFullPageDialog = useDialogs((state) => state.toggleFullPageDialog);
  const closeFullPageDialog = useDialogs((state) => state.closeFullPageDialog);
  const isAuthFlowDone = useAuthStatus((state) => state.isAuthFlowDone);
  const isDisconnected = useAuthStatus((state) => state.isDisconnectedByMultisession);
  if (!isAuthFlowDone || isDisconnected) return null;

  const activeKey = fullPageDialog ?? 'home';
  return (
    <nav className="footer-nav" aria-label={t('footerNav.label')} data-testid="footer-nav">
      <ul role="list">
        {ITEMS.filter((item) => item.key === 'home' || isFullPageDialogAvailable(item.key)).map(
          (item) => {
            const isActive = item.key === activeKey;
            return (
              <li key={item.key}>
                <button
                  type="button"
                  className="footer-nav__item"
                  data-active={isActive}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={() => {
                    if (item.key === 'home') {
                      closeFullPageDialog();
                      if (pathname !== '/') void navigate('/');
                    } else {
                      toggleFullPageDialog(item.key);
                    }
                  }}
                >
                  <span className="footer-nav__icon">
                    {item.icon}
                    {item.key === 'rewards' && hasRewardsDot ? (
                      <span className="cc-dot" data-testid="rewards-dot" />
                    ) : null}
                  </span>
                  <span>{t(item.labelKey)}</span>
                </button>
              </li>
            );
          },
        )}
      </ul>
    </nav>
  );
}

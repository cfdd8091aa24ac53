import { Button, CrownLogo, IconButton, Modal } from '@casino/ui';
import { Gift, House, LogOut, UserRound, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isFullPageDialogAvailable } from '#src/app/dialogs/dialog-registry';
import { useCmsLinks } from '#src/features/cms/api/get-cms-links';
import { CmsLink } from '#src/features/cms/components/cms-link';
import { useSubCategories } from '#src/features/catalogue/api/get-sub-categories';
import { useAuthStatus } from '#src/stores/auth-status';
import { useDialogs } from '#src/stores/dialogs';
import { useOnboarding } from '#src/stores/onboarding';
import { CategoryIcon } from '#src/features/catalogue/components/category-icon';

/**
 * Buy and Redeem, Home plus the categories flagged showInHamburgerMenu (not on a game page),
 * My Account, Rewards, CMS links and Log Out. Buy, Redeem and Rewards show once their areas
 * are built (registered in dialog-registry).
 */
export function SideMenu({ hasRewardsDot = false }: { hasRewardsDot?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const isOpen = useDialogs((state) => state.isSideMenuOpen);
  const setSideMenuOpen = useDialogs((state) => state.setSideMenuOpen);
  const openFullPageDialog = useDialogs((state) => state.openFullPageDialog);
  const logOut = useAuthStatus((state) => state.logOut);
  const categories = useSubCategories();
  const cmsLinks = useCmsLinks();
  const isGamePage = pathname.startsWith('/games');
  const isMenuActionStep = useOnboarding((state) => state.isMenuActionStep);
  // Spec §2: the menu stays open while the onboarding step asks for an action inside it.
  const close = () => {
    if (!isMenuActionStep) setSideMenuOpen(false);
  };

  const goTo = (path: string) => {
    close();
    void navigate(path);
  };

  return (
    <Modal
      isOpen={isOpen}
      onRequestClose={close}
      labelledBy="side-menu-title"
      contentClassName="side-menu"
      testId="side-menu"
    >
      <div id="side-menu" className="side-menu__inner">
        <div className="side-menu__head">
          <h2 id="side-menu-title">
            <CrownLogo title={t('app.name')} />
            <span className="cc-visually-hidden">{t('sideMenu.title')}</span>
          </h2>
          <IconButton label={t('sideMenu.close')} onClick={close}>
            <X size={22} aria-hidden="true" />
          </IconButton>
        </div>
        {isFullPageDialogAvailable('store') || isFullPageDialogAvailable('redeem') ? (
          <div className="side-menu__actions">
            {isFullPageDialogAvailable('store') ? (
              <Button isBlock onClick={() => openFullPageDialog('store')}>
                {t('sideMenu.buy')}
              </Button>
            ) : null}
            {isFullPageDialogAvailable('redeem') ? (
              <Button
                isBlock
                variant="secondary"
                data-onboarding-target="redeem"
                onClick={() => openFullPageDialog('redeem')}
              >
                {t('sideMenu.redeem')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {isGamePage ? null : (
          <nav aria-label={t('sideMenu.categories')}>
            <ul className="side-menu__list" role="list">
              <li>
                <button type="button" className="side-menu__item" onClick={() => goTo('/')}>
                  <House size={20} aria-hidden="true" />
                  {t('sideMenu.home')}
                </button>
              </li>
              {(categories.data?.data ?? [])
                .filter((category) => category.showInHamburgerMenu)
                .map((category) => (
                  <li key={category.masterGameSubCategoryId}>
                    <button
                      type="button"
                      className="side-menu__item"
                      onClick={() => goTo(`/?category=${category.slug}`)}
                    >
                      <CategoryIcon category={category} size={20} />
                      {category.name.EN}
                    </button>
                  </li>
                ))}
            </ul>
          </nav>
        )}
        <ul className="side-menu__list" role="list">
          <li>
            <button
              type="button"
              className="side-menu__item"
              onClick={() => openFullPageDialog('account')}
            >
              <UserRound size={20} aria-hidden="true" />
              {t('sideMenu.myAccount')}
            </button>
          </li>
          {isFullPageDialogAvailable('rewards') ? (
            <li>
              <button
                type="button"
                className="side-menu__item"
                data-onboarding-target="rewards"
                onClick={() => openFullPageDialog('rewards')}
              >
                <Gift size={20} aria-hidden="true" />
                {t('sideMenu.rewards')}
                {hasRewardsDot ? <span className="cc-dot" data-testid="rewards-dot" /> : null}
              </button>
            </li>
          ) : null}
        </ul>
        <nav aria-label={t('sideMenu.information')}>
          <ul className="side-menu__links" role="list">
            {(cmsLinks.data ?? [])
              .filter((link) => link.showInMenu)
              .map((link) => (
                <li key={link.cmsPageId}>
                  <CmsLink link={link} className="side-menu__link" onNavigate={close} />
                </li>
              ))}
          </ul>
        </nav>
        <Button
          variant="ghost"
          iconStart={<LogOut size={20} />}
          onClick={() => {
            close();
            void logOut().then(() => navigate('/'));
          }}
        >
          {t('sideMenu.logOut')}
        </Button>
      </div>
    </Modal>
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  navigationOpenTo,
  ROLE_BY_USER_TYPE,
  type NavBadge,
  type Role,
} from '@boatcare/shared-domain/core';
import { useCurrentUser, useLanguage, useLinks } from '@boatcare/shared-ui/core';
import { Island } from '../islands/Island.tsx';
import { HeaderFrame, HeaderLink, type HeaderFrameTexts } from './HeaderFrame.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { UserMenu } from './UserMenu.tsx';

/** Signed in only: the badge (and the messages table it reads with) loads after the first paint. */
const UnreadBadge = lazy(() =>
  import('@boatcare/shared-ui').then((ui) => ({ default: ui.UnreadBadge })),
);

/** Signed in only: the live connection and the bell (notification centre), after the first paint. */
const LiveEvents = lazy(() =>
  import('@boatcare/shared-ui').then((ui) => ({ default: ui.LiveEvents })),
);
const NotificationBell = lazy(() =>
  import('@boatcare/shared-ui').then((ui) => ({ default: ui.NotificationBell })),
);

/** The components of the table's navigation badges. */
const BADGES: Record<NavBadge, ComponentType> = {
  unread: () => (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ),
};

/** A signed-in user's header: their role's links from the table of screens (ADR 11). */
function SignedInHeader({ role, texts }: { role: Role; texts: HeaderFrameTexts }) {
  const { t } = useTranslation();
  const link = useLinks();
  const { pathname } = useLocation();
  const screens = navigationOpenTo(role, useCurrentUser());
  return (
    <HeaderFrame
      path={pathname}
      homeHref={link('home')}
      texts={texts}
      links={screens.map(({ name, labelKey, badge }) => {
        const Badge = badge && BADGES[badge];
        return (
          <HeaderLink key={name} href={link(name)} path={pathname}>
            {t(labelKey)}
            {Badge && <Badge />}
          </HeaderLink>
        );
      })}
      tools={
        <>
          <Suspense fallback={null}>
            <LiveEvents />
            <NotificationBell />
          </Suspense>
          <LanguageSwitcher current={useLanguage()} label={t('nav.language')} />
          <UserMenu />
        </>
      }
      // The badges (unread counts) again on the menu button, for narrow screens.
      menuBadges={screens.map(({ name, badge }) => {
        const Badge = badge && BADGES[badge];
        return Badge ? <Badge key={name} /> : null;
      })}
    />
  );
}

export function Header() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const language = useLanguage();
  const { pathname } = useLocation();
  const texts = { home: t('nav.home'), main: t('nav.main'), menu: t('nav.menu') };
  if (user) return <SignedInHeader role={ROLE_BY_USER_TYPE[user.user_type]} texts={texts} />;
  return (
    <Island
      name="visitorHeader"
      props={{
        path: pathname,
        language,
        texts: {
          ...texts,
          vip: t('nav.vip'),
          faq: t('nav.faq'),
          becomeProvider: t('nav.becomeProvider'),
          signIn: t('nav.signIn'),
          register: t('nav.register'),
          language: t('nav.language'),
        },
      }}
    />
  );
}

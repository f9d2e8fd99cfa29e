import type { MouseEvent } from 'react';
import {
  EuiAvatar,
  EuiButtonEmpty,
  EuiHeader,
  EuiHeaderLink,
  EuiHeaderLinks,
  EuiHeaderSection,
  EuiHeaderSectionItem,
  EuiText,
} from '@elastic/eui';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AuthUser } from '@rbt/contracts';
import { displayName } from '../display-name';
import { TOGGLE_HELP_EVENT, emit } from '../events';
import { NotificationBell } from '../NotificationBell/NotificationBell';
import { useKitT } from '../i18n/use-t';
import type { KitMessageId } from '../i18n/kit-catalogs';
import { LanguageSwitch } from './LanguageSwitch';

// "Campaigns" lists the advertiser's campaigns (mfe-dashboard /campaigns); new ones start from the dashboard.
interface NavLink {
  label: KitMessageId;
  href: string;
  active: (p: string) => boolean;
}
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'kit.nav.dashboard', href: '/', active: (p: string) => p === '/' },
  { label: 'kit.nav.campaigns', href: '/campaigns', active: (p: string) => p.startsWith('/campaigns') },
  { label: 'kit.nav.analytics', href: '/analytics', active: (p: string) => p.startsWith('/analytics') },
  { label: 'kit.nav.billing', href: '/billing', active: (p: string) => p.startsWith('/billing') },
  { label: 'kit.nav.settings', href: '/settings', active: (p: string) => p.startsWith('/settings') },
];
// Shown to admins only; the gateway still answers 403 to anyone else on /api/admin.
const ADMIN_LINK: NavLink = { label: 'kit.nav.admin', href: '/admin', active: (p: string) => p.startsWith('/admin') };

/** Spec §2 dashboard header, shared by every signed-in page of every remote. */
export function AppHeader({ user }: { user: AuthUser | null }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = displayName(user);
  const t = useKitT();
  // Client-side navigation keeps the page; single-spa sees the pushState and swaps remotes.
  const go = (href: string) => (event: MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    // On phones the nav folds into a menu and the header may wrap to two rows instead of widening the page.
    <EuiHeader position="static" data-testid="app-header" style={{ flexWrap: 'wrap', height: 'auto', minHeight: 48 }}>
      <EuiHeaderSection>
        <EuiHeaderSectionItem>
          <EuiHeaderLink href="/" onClick={go('/')} aria-label={t('kit.header.home')}>
            <strong>{t('kit.brand')}</strong>
          </EuiHeaderLink>
        </EuiHeaderSectionItem>
        <EuiHeaderLinks
          aria-label={t('kit.header.nav')}
          popoverBreakpoints={['xs', 's']}
          popoverButtonProps={{ iconType: 'menu', children: t('kit.header.menu') }}
        >
          {[...NAV_LINKS, ...(user?.role === 'admin' ? [ADMIN_LINK] : [])].map((link) => (
            <EuiHeaderLink key={link.href} href={link.href} isActive={link.active(pathname)} onClick={go(link.href)}>
              {t(link.label)}
            </EuiHeaderLink>
          ))}
        </EuiHeaderLinks>
      </EuiHeaderSection>
      {/* At 390 px the right-hand items were 4 px wider than the page (every page scrolled sideways): they wrap. */}
      <EuiHeaderSection side="right" style={{ flexWrap: 'wrap', minWidth: 0, maxWidth: '100%' }}>
        <EuiHeaderSectionItem>
          <EuiButtonEmpty size="s" iconType="question" onClick={() => emit(TOGGLE_HELP_EVENT)}>
            {t('kit.header.help')}
          </EuiButtonEmpty>
        </EuiHeaderSectionItem>
        <EuiHeaderSectionItem>
          <LanguageSwitch signedIn={user !== null} />
        </EuiHeaderSectionItem>
        <EuiHeaderSectionItem>
          <NotificationBell signedIn={user !== null} />
        </EuiHeaderSectionItem>
        <EuiHeaderSectionItem>
          <EuiAvatar name={name} initialsLength={1} size="s" data-testid="user-initial" />
          {/* A long name or email (users without names show their email) is cut with an ellipsis, so phones do not scroll sideways. */}
          <EuiText
            size="s"
            data-testid="user-name"
            title={name}
            style={{
              margin: '0 8px',
              maxWidth: '30vw',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {name}
          </EuiText>
        </EuiHeaderSectionItem>
        <EuiHeaderSectionItem>
          {/* Signing out changes state, so it is a same-origin POST (a link or image elsewhere cannot sign anyone out). */}
          <form method="post" action="/api/logout" style={{ display: 'flex' }}>
            <EuiButtonEmpty type="submit" size="s" color="text">
              {t('kit.header.logout')}
            </EuiButtonEmpty>
          </form>
        </EuiHeaderSectionItem>
      </EuiHeaderSection>
    </EuiHeader>
  );
}

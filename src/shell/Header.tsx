import * as React from 'react';
import { Link } from 'gatsby';
import { NAV_LINKS } from '../config/constants';
import { useAppSelector } from '../lib/hooks';
import { useI18n } from '../lib/i18n';
import { StaticIsland } from '../lib/StaticIsland';
import { takeEarlyClick } from '../lib/earlyClicks';
import { useHydrated } from '../lib/useHydrated';
import type { BrandProps } from './Brand';
import { isActivePath } from './navigation';
import { routeIn } from '../lib/locale';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ThemeToggle } from './ThemeToggle';
import { SearchButton } from './SearchButton';
import { useLocalePath, usePageLocale } from '../lib/pageLocale';

export interface HeaderProps extends BrandProps {
  pathname: string;
}

// The logo has no behaviour: on a first load it is the build's HTML, kept as it is, and its code (the
// picture component among it) is fetched only where the header renders in the browser alone.
const Brand = React.lazy(() => import('./Brand').then((module) => ({ default: module.Brand })));

/**
 * The header: logo, the four links (the current one highlighted), the language switcher, the site
 * search's button, the theme toggle, and on small
 * screens a slide-down menu that closes on route change, Esc and outside click. It hides while the
 * visitor scrolls down and comes back on the way up.
 */
export function Header({ pathname, siteName, textLogo, transparentLogo }: HeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const headerRef = React.useRef<HTMLElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const scrollDirection = useAppSelector((state) => state.theme.scrollDirection);
  const { t } = useI18n();
  const localePath = useLocalePath();
  const { locale, translations } = usePageLocale();

  React.useEffect(() => setMenuOpen(false), [pathname]);
  // After the route's close above: a tap before hydration opens the menu now (src/lib/earlyClicks.ts).
  React.useEffect(() => {
    if (takeEarlyClick('menu')) setMenuOpen(true);
  }, []);
  const hydrated = useHydrated();

  React.useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const hidden = scrollDirection === 'down' && !menuOpen;

  return (
    <header ref={headerRef} className={`site-header${hidden ? ' site-header--hidden' : ''}`}>
      <div className="site-header__inner">
        <StaticIsland>
          <React.Suspense fallback={null}>
            <Brand siteName={siteName} textLogo={textLogo} transparentLogo={transparentLogo} />
          </React.Suspense>
        </StaticIsland>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          // Only until hydrated: the head script then marks it busy (data-taken) when tapped, a mark
          // the busy look needs this attribute for; hydrated, the menu answers at once.
          data-early={hydrated ? undefined : 'menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{t('shell.menu')}</span>
          <span className="site-header__burger" aria-hidden="true" />
        </button>
        <nav
          id="site-navigation"
          className={`site-nav${menuOpen ? ' site-nav--open' : ''}`}
          aria-label={t('shell.mainNav')}
        >
          <ul>
            {NAV_LINKS.map(({ to, labelKey }) => {
              // Compared as routes, so the German home (/de) is not active on every German page.
              const active = isActivePath(routeIn(locale, pathname), to);
              return (
                <li key={to}>
                  <Link
                    to={localePath(to)}
                    className={`site-nav__link${active ? ' site-nav__link--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {t(labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
          <LanguageSwitcher locale={locale} translations={translations} label={t('shell.language')} />
        </nav>
        <SearchButton />
        <ThemeToggle />
      </div>
    </header>
  );
}

import * as React from 'react';
import { Link } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { Picture } from '../components/Picture';
import { NAV_LINKS } from '../config/constants';
import { useAppSelector } from '../lib/hooks';
import { isActivePath } from './navigation';
import { ThemeToggle } from './ThemeToggle';

interface Logo {
  alternativeText?: string | null;
  localFile?: { childImageSharp?: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

export interface HeaderProps {
  pathname: string;
  siteName: string;
  textLogo?: Logo | null;
  transparentLogo?: Logo | null;
}

const image = (logo?: Logo | null) => logo?.localFile?.childImageSharp?.gatsbyImageData;

/**
 * The header: logo, the four links (the current one highlighted), the theme toggle, and on small
 * screens a slide-down menu that closes on route change, Esc and outside click. It hides while the
 * visitor scrolls down and comes back on the way up.
 */
export function Header({ pathname, siteName, textLogo, transparentLogo }: HeaderProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  const headerRef = React.useRef<HTMLElement>(null);
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  const scrollDirection = useAppSelector((state) => state.theme.scrollDirection);

  React.useEffect(() => setMenuOpen(false), [pathname]);

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

  const wordmark = image(textLogo);
  const emblem = image(transparentLogo);
  const hidden = scrollDirection === 'down' && !menuOpen;

  return (
    <header ref={headerRef} className={`site-header${hidden ? ' site-header--hidden' : ''}`}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__brand" aria-label={`${siteName}, home`}>
          <Picture image={emblem} alt="" className="site-header__emblem" priority="low" />
          <Picture image={wordmark} alt="" className="site-header__wordmark" priority="low" />
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">Menu</span>
          <span className="site-header__burger" aria-hidden="true" />
        </button>
        <nav id="site-navigation" className={`site-nav${menuOpen ? ' site-nav--open' : ''}`} aria-label="Main">
          <ul>
            {NAV_LINKS.map(({ to, label }) => {
              const active = isActivePath(pathname, to);
              return (
                <li key={to}>
                  <Link
                    to={to}
                    className={`site-nav__link${active ? ' site-nav__link--active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}

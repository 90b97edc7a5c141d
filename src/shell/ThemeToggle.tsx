import { useAppDispatch, useAppSelector } from '../lib/hooks';
import { useLoadStoreOnIntent } from '../lib/useLoadStoreOnIntent';
import { firstScreenThemeActions, readPaintedDarkMode } from '../features/theme/themeState';
import { useHydrated } from '../lib/useHydrated';
import { useI18n } from '../lib/i18n';

/** The dark-mode switch. Its icon follows the `light` class in CSS, so the server's HTML is right
 * from the first paint; aria-pressed is added once the store knows the painted theme. No page's first
 * load carries the store (src/lib/deferredStore.ts): a hover, focus or touch loads it, and a click
 * before it has loaded is painted at once all the same (src/app/browserStore.ts). The next mode is
 * read from the page as painted, which the store's state only catches up with once it has loaded. */
export function ThemeToggle() {
  const { intentHandlers } = useLoadStoreOnIntent();
  const dispatch = useAppDispatch();
  const darkMode = useAppSelector((state) => state.theme.darkMode);
  const hydrated = useHydrated();
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="theme-toggle"
      aria-label={t('shell.darkMode')}
      aria-pressed={hydrated ? darkMode : undefined}
      {...intentHandlers}
      onClick={() => dispatch(firstScreenThemeActions.setDarkMode(!readPaintedDarkMode()))}
    >
      <svg className="theme-toggle__moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
      <svg className="theme-toggle__sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <circle cx="12" cy="12" r="5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 1v3M12 20v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M1 12h3M20 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"
        />
      </svg>
    </button>
  );
}

import { useI18n, type MessageKey } from '../lib/i18n';
import { LOCALES, languageCookie, localePath } from '../lib/locale';

export interface LanguageSwitcherProps {
  /** The page's locale. */
  locale: string;
  /** The page in each language it exists in (its page context's `translations`, which list only the
   * pages that exist). */
  translations: Readonly<Partial<Record<string, string>>>;
  /** The group's name, in the page's language ("Language"). */
  label: string;
}

/** Keeps the visitor's choice: the functional cookie the privacy notice names. */
export function rememberLanguage(code: string, doc: Document = document): void {
  doc.cookie = languageCookie(code, doc.location?.protocol === 'https:');
}

/**
 * The header's language switcher (also in the phone menu, inside the navigation): the page's own
 * language, and for each other language either the same page in it or, where the page has no
 * translation, a note saying so, so a choice never lands on a page that does not exist. The links are
 * plain anchors, a full page load, so the new page comes with its own language's messages and
 * `<html lang>`; choosing is remembered. The note is the browser's popover, with no code of ours: the
 * button's expanded state, Esc and a click outside to close, the note next in the focus order after
 * the button, and the focus given back to it on Esc. It speaks the language it offers, to someone who
 * wants that language (each page's messages carry every language's note: `shell.untranslated`).
 */
export function LanguageSwitcher({ locale, translations, label }: LanguageSwitcherProps) {
  const { t } = useI18n();
  return (
    <ul className="language-switcher" aria-label={label}>
      {LOCALES.map(({ code, name }) => {
        const href = translations[code];
        const noteId = `language-note-${code}`;
        const words = (part: 'note' | 'home') => t(`shell.untranslated.${code}.${part}` as MessageKey);
        return (
          <li key={code}>
            {code === locale ? (
              <span className="language-switcher__current" lang={code} aria-current="true">
                {name}
              </span>
            ) : href ? (
              <a
                className="language-switcher__link"
                href={href}
                hrefLang={code}
                lang={code}
                onClick={() => rememberLanguage(code)}
              >
                {name}
              </a>
            ) : (
              <>
                <button type="button" className="language-switcher__link" lang={code} popoverTarget={noteId}>
                  {name}
                </button>
                <div id={noteId} className="language-switcher__note" lang={code} popover="auto">
                  <p>{words('note')}</p>
                  <a href={localePath(code, '/')} hrefLang={code} onClick={() => rememberLanguage(code)}>
                    {words('home')}
                  </a>
                </div>
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

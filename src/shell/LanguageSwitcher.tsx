import { useI18n, type MessageKey } from '../lib/i18n';
import { languageOptions, rememberLanguage, type LanguageOption } from './languageOptions';

export interface LanguageSwitcherProps {
  /** The page's locale. */
  locale: string;
  /** The page in each language it exists in (its page context's `translations`). */
  translations: Readonly<Partial<Record<string, string>>>;
  /** The group's name, in the page's language ("Language"). */
  label: string;
}

/**
 * The header's language switcher (also in the phone menu, inside the navigation): the page's own
 * language, and a link to the same page in each other language. The links are plain anchors, a full
 * page load, so the new page comes with its own language's messages and `<html lang>`. Where the page
 * has no translation, the language is a button that says so, in that language, and offers that
 * language's home page. Choosing is remembered (./languageOptions.ts).
 */
export function LanguageSwitcher({ locale, translations, label }: LanguageSwitcherProps) {
  return (
    <ul className="language-switcher" aria-label={label}>
      {languageOptions(locale, translations).map((option) => (
        <li key={option.locale.code}>
          {option.current ? (
            <span className="language-switcher__current" lang={option.locale.code} aria-current="true">
              {option.locale.name}
            </span>
          ) : option.href ? (
            <a
              className="language-switcher__link"
              href={option.href}
              hrefLang={option.locale.code}
              lang={option.locale.code}
              onClick={() => rememberLanguage(option.locale.code)}
            >
              {option.locale.name}
            </a>
          ) : (
            <Untranslated option={option} />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A language the page is not translated into: a button that shows a note with that language's home
 * page. The browser's popover does the rest, with no code of ours in the page: the button's expanded
 * state, Esc and a click outside to close, the note next in the focus order after the button, and the
 * focus given back to it on Esc.
 */
function Untranslated({ option }: { option: LanguageOption }) {
  const { t } = useI18n();
  const { code, name } = option.locale;
  const noteId = `language-note-${code}`;
  const words = (part: 'note' | 'home') => t(`shell.untranslated.${code}.${part}` as MessageKey);
  return (
    <>
      <button type="button" className="language-switcher__link" lang={code} popoverTarget={noteId}>
        {name}
      </button>
      <div id={noteId} className="language-switcher__note" lang={code} popover="auto">
        <p>{words('note')}</p>
        <a href={option.home} hrefLang={code} onClick={() => rememberLanguage(code)}>
          {words('home')}
        </a>
      </div>
    </>
  );
}

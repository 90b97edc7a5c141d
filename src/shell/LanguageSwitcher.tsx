import * as React from 'react';
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

/** A language the page is not translated into: a disclosure with the note and the home page's link.
 * Esc, or a click outside it, closes it and gives the focus back to its button. */
function Untranslated({ option }: { option: LanguageOption }) {
  const [open, setOpen] = React.useState(false);
  const rootRef = React.useRef<HTMLSpanElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const noteId = `language-note-${option.locale.code}`;

  React.useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The header's own Esc closes the phone menu; this one only closes the note.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  const { code, name, untranslated } = option.locale;
  return (
    <span ref={rootRef} className="language-switcher__untranslated" lang={code}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__link"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen((was) => !was)}
      >
        {name}
      </button>
      <span id={noteId} className="language-switcher__note" hidden={!open}>
        <span className="language-switcher__note-text">{untranslated.note}</span>{' '}
        <a href={option.home} hrefLang={code} onClick={() => rememberLanguage(code)}>
          {untranslated.home}
        </a>
      </span>
    </span>
  );
}

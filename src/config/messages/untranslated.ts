/**
 * What the language switcher says, on a page that has no translation into a language, to a reader of
 * that language: in the language itself, since it speaks to someone who wants it, with the link to
 * that language's home page. Every catalogue carries all of them (`shell.untranslated`), so each page
 * brings the notes with its messages and no page's JavaScript carries any words.
 */
export const untranslated = {
  en: { note: 'This page is not available in English.', home: 'Go to the English home page' },
  de: { note: 'Diese Seite gibt es nicht auf Deutsch.', home: 'Zur deutschen Startseite' },
};

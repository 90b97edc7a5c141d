/** A language as the Unanswered questions page names it. */
import { LOCALES } from '../../contracts/locales';

export const languageName = (code: string) => LOCALES.find((locale) => locale.code === code)?.name ?? code;

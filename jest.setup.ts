import '@testing-library/jest-dom';
import { en } from './src/config/messages/en';
import { createTranslator, setTranslator } from './src/lib/i18n';

// Components render outside a page's provider in their unit tests: they read English, as on an
// English page (src/testing/locales.tsx renders them under another locale).
setTranslator(createTranslator('en', en));

// Forms and the chat fetch a form token on focus (src/lib/formToken.ts): in the unit tests of UI pieces
// no request leaves, so the double in src/lib/__mocks__ stands in (its own test unmocks it).
jest.mock('./src/lib/formToken');

// A component test types through user-event, a keystroke at a time: on the 2-core machine, beside the
// CMS suites `npm test` runs at the same time, a form's test took over jest's default 5 s.
jest.setTimeout(30_000);

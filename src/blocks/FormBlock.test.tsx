/**
 * The form block has a form for each kind of lead the registry gives a form
 * (cms/src/contracts/leads.ts), under the kind's name, and none besides; the CMS's side of the same
 * list (the block's JSON enum) is checked in cms/src/api/submission/lead-kinds.test.ts.
 */
import { FORM_KINDS } from '../lib/submission';
import { FORMS } from '../features/forms/lazyForms';

it("has a form for each of the registry's form kinds, and nothing else", () => {
  const missing = FORM_KINDS.filter((kind) => typeof FORMS[kind] !== 'function' && typeof FORMS[kind] !== 'object');
  expect({ missing, extra: Object.keys(FORMS).filter((choice) => !(FORM_KINDS as string[]).includes(choice)) }).toEqual(
    { missing: [], extra: [] },
  );
});

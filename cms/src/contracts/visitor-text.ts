/**
 * How the CMS and the site clean what a visitor typed, and when a chat contact can reach them: the part
 * of ./submission-rules.ts that the chat's slice needs in every page's first load. It is a module of
 * its own because a bundler keeps a module whole for every chunk that shares it: inside the rules, it
 * brought all of them (messages, patterns, every form's fields) into the first load.
 */

/** A transcript needs a way to reach the visitor: the widget unlocks only with one of these. */
export const CHAT_CONTACT_FIELDS = ['name', 'phone', 'email'] as const;

/** A transcript needs a way back to the visitor: any of name, phone or email that is not empty once
 * cleaned (SPEC section 5). The chat's contact form unlocks by this same function. */
export function canReachVisitor(contact: Partial<Record<(typeof CHAT_CONTACT_FIELDS)[number], unknown>>): boolean {
  return CHAT_CONTACT_FIELDS.some((field) => {
    const value = contact[field];
    return typeof value === 'string' && cleanText(value) !== '';
  });
}

// Invisible control characters (all but tab and line breaks), and halves of emoji cut apart, are not
// text anyone typed: both are cleaned away the same way on either side rather than refused.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text as it is stored: trimmed, without control characters, with any broken emoji half replaced by �. */
export function cleanText(value: string): string {
  return value.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, '\uFFFD').trim();
}

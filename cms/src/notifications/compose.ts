/**
 * The email that announces a lead to the firm, built from the stored submission. Pure, so every rule
 * is unit-tested: the subject names the kind and the person, the plain part holds the visitor's text
 * literally, the HTML part holds it escaped (it is shown as text, never run), and Reply-To is the
 * visitor's address only when it is a valid one (the To is never theirs: see policy.recipientsFor).
 */
import {
  type FieldRule,
  LEADS,
  type LeadDefinition,
  type LeadKind,
  type PersonField,
  SOURCE_FIELDS,
} from '../contracts/leads';
import { EMAIL_PATTERN } from '../contracts/submission-rules';

/** The rows of a kind's email, in order: the visitor's fields with a label (../contracts/leads.ts), the
 * CMS's own it names, then where the visit came from (SOURCE_FIELDS), each with its label; a lead
 * sent without the source fields (SPEC section 7's calls as written) lists none of them. */
function rowsOf(type: LeadKind): Array<[field: string, label: string]> {
  const { fields, emailed = {} } = LEADS[type] as LeadDefinition;
  const labelled = (entries: Array<[string, FieldRule]>) =>
    entries.flatMap(([field, rule]): Array<[string, string]> => (rule.label ? [[field, rule.label]] : []));
  return [
    ...labelled(Object.entries(fields).filter(([field]) => !(field in SOURCE_FIELDS))),
    ...Object.entries(emailed),
    ...labelled(Object.entries(SOURCE_FIELDS)),
  ];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML element content or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]);
}

/** One line for a header: line breaks and other control characters become spaces, long text is cut. */
function oneLine(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\u2028\u2029\s]+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

type Submission = Record<string, unknown>;

const textOf = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : JSON.stringify(value);

/** The person as the subject names them: their name, else their email or phone. */
export function personOf(submission: Submission): string {
  for (const field of ['name', 'email', 'phone'] satisfies PersonField[]) {
    const value = oneLine(textOf(submission[field]), 80);
    if (value) return value;
  }
  return 'a visitor';
}

export function subjectFor(type: LeadKind, submission: Submission): string {
  return `New ${LEADS[type].labels.one} from ${personOf(submission)}`;
}

/** The visitor's address when it is a real one (a chat visitor may have typed anything). */
export function replyToOf(submission: Submission): string | undefined {
  const email = textOf(submission.email).trim();
  return email && EMAIL_PATTERN.test(email) ? email : undefined;
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });

/** The language a visitor used, named for the firm: `German (de)`; a code no language has, as sent. */
export function languageLabel(code: string): string {
  try {
    const name = LANGUAGE_NAMES.of(code);
    return name ? `${name} (${code})` : code;
  } catch {
    return code; // not a well-formed language tag: shown as typed
  }
}

/** Questions as a numbered list; the language named; every other value as stored. */
function valuesOf(field: string, value: unknown): string[] {
  if (field === 'lang') return [textOf(value).trim() ? languageLabel(textOf(value).trim()) : ''];
  if (field === 'questions') {
    const questions = Array.isArray(value) ? value.map(textOf) : [];
    return questions.length ? questions.map((question, index) => `${index + 1}. ${question}`) : ['(none)'];
  }
  return [textOf(value)];
}

export function composeLeadEmail(
  type: LeadKind,
  submission: Submission,
  { firmName, adminUrl }: { firmName: string; adminUrl?: string | null },
): LeadEmail {
  const subject = subjectFor(type, submission);
  const replyTo = replyToOf(submission);
  const rows = rowsOf(type)
    .map(([field, label]) => ({ label, lines: valuesOf(field, submission[field]) }))
    .filter(({ lines }) => lines.some((line) => line.trim() !== ''));
  const received = new Date((submission.createdAt as string | number | Date | undefined) ?? Date.now());
  const when = Number.isNaN(received.getTime()) ? '' : ` on ${received.toUTCString()}`;
  const intro = `A new ${LEADS[type].labels.one} reached the ${firmName} website${when}.`;
  const footer = [
    replyTo
      ? `Reply to this email to answer ${replyTo} directly.`
      : 'The visitor gave no valid email address to reply to.',
    ...(adminUrl ? [`In the admin: ${adminUrl}`] : []),
  ];

  const text = [
    intro,
    '',
    ...rows.flatMap(({ label, lines }) =>
      lines.length === 1 && !lines[0].includes('\n')
        ? [`${label}: ${lines[0]}`]
        : [`${label}:`, ...lines.flatMap((line) => line.split(/\r?\n/)).map((line) => `  ${line}`)],
    ),
    '',
    ...footer,
  ].join('\n');

  const cell = 'padding:4px 12px 4px 0;vertical-align:top;text-align:left';
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    '<table role="presentation" style="border-collapse:collapse">',
    ...rows.map(
      ({ label, lines }) =>
        `<tr><th scope="row" style="${cell}">${escapeHtml(label)}</th>` +
        `<td style="${cell};white-space:pre-wrap">${lines.map(escapeHtml).join('<br>')}</td></tr>`,
    ),
    '</table>',
    ...footer.map((line, index) =>
      index === 1 && adminUrl
        ? `<p><a href="${escapeHtml(adminUrl)}">Open it in the admin</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    ),
    '</body></html>',
  ].join('\n');

  return { subject, text, html, ...(replyTo ? { replyTo } : {}) };
}

export interface DigestItem {
  type: LeadKind;
  submission: Submission;
  adminUrl?: string | null;
}

/**
 * One email for the leads held back while the cap (./cap.ts) was reached, or sent without a form
 * token: each lead in a line or two (its kind, the person, how to reach them, its first words, and its
 * page in the admin), every visitor value escaped in the HTML part as in a single lead's email.
 */
export function composeDigestEmail(items: DigestItem[], { firmName }: { firmName: string }): LeadEmail {
  const count = items.length;
  const subject = `${count} ${count === 1 ? 'lead' : 'leads'} held for this digest (${firmName} website)`;
  const intro =
    `These ${count === 1 ? 'lead' : `${count} leads`} reached the ${firmName} website while lead emails were ` +
    'capped (many arrived at once) or came from outside its own forms. Each is stored in the admin.';
  const entries = items.map(({ type, submission, adminUrl }) => {
    const received = new Date((submission.createdAt as string | number | Date | undefined) ?? Date.now());
    const reach = [textOf(submission.email), textOf(submission.phone)].filter((value) => value.trim()).join(', ');
    const words = oneLine(textOf(submission.message ?? submission.questions ?? ''), 160);
    return {
      title: `${subjectFor(type, submission)} (${Number.isNaN(received.getTime()) ? '' : received.toUTCString()})`,
      lines: [reach && `Reach: ${oneLine(reach, 200)}`, words && `Says: ${words}`].filter(Boolean),
      adminUrl,
    };
  });
  const text = [
    intro,
    '',
    ...entries.flatMap(({ title, lines, adminUrl }) => [
      `- ${title}`,
      ...lines.map((line) => `  ${line}`),
      ...(adminUrl ? [`  In the admin: ${adminUrl}`] : []),
    ]),
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#1a1a1a">',
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...entries.map(
      ({ title, lines, adminUrl }) =>
        `<li><strong>${escapeHtml(title)}</strong>` +
        lines.map((line) => `<br>${escapeHtml(line)}`).join('') +
        (adminUrl ? `<br><a href="${escapeHtml(adminUrl)}">Open it in the admin</a>` : '') +
        '</li>',
    ),
    '</ul>',
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

import {
  checkField,
  checkSubmission,
  cleanSubmission,
  isRealDate,
  MESSAGES,
  SUBMISSION_RULES,
} from './submission-rules';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('submission rules', () => {
  it('knows real calendar days', () => {
    expect(isRealDate('2028-02-29')).toBe(true);
    expect(isRealDate('2027-02-29')).toBe(false);
    expect(isRealDate('2027-13-01')).toBe(false);
    expect(isRealDate('27-01-01')).toBe(false);
  });

  it('takes an event date from yesterday (time zones) onwards, not before', () => {
    const rule = SUBMISSION_RULES['event-request'].date;
    expect(checkField(rule, '2026-11-22', NOW)).toBeNull();
    expect(checkField(rule, '2026-11-21', NOW)).toBe(MESSAGES.pastDate);
    expect(checkField(rule, '2026-11-31', NOW)).toBe(MESSAGES.date);
  });

  it('wants a whole number of guests from 1, given as a number or digits', () => {
    const rule = SUBMISSION_RULES['event-request'].guests;
    expect(checkField(rule, 12)).toBeNull();
    expect(checkField(rule, '12')).toBeNull();
    expect(checkField(rule, 0)).toBe(MESSAGES.positiveInteger);
    expect(checkField(rule, 1.5)).toBe(MESSAGES.positiveInteger);
    expect(checkField(rule, '1e3')).toBe(MESSAGES.positiveInteger);
    expect(checkField(rule, 100001)).toBe(MESSAGES.tooLarge(100000));
  });

  it('checks emails, phones and lengths, and takes markup as text', () => {
    const contact = SUBMISSION_RULES['contact-request'];
    expect(checkField(contact.email, 'ada@example.com')).toBeNull();
    expect(checkField(contact.email, 'ada@example')).toBe(MESSAGES.email);
    expect(checkField(contact.phone, '+44 (20) 7946-0000')).toBeNull();
    expect(checkField(contact.phone, 'call me')).toBe(MESSAGES.phone);
    expect(checkField(contact.phone, '')).toBeNull();
    expect(checkField(contact.name, 'A')).toBe(MESSAGES.tooShort(2));
    expect(checkField(contact.message, 'Hello <b>there</b> friends')).toBeNull();
    expect(checkField(contact.name, 'R&D <Pharma> "Ltd" 😀 日本')).toBeNull();
    expect(checkField(contact.message, 'Line one\r\nline <two> & three')).toBeNull();
    expect(checkField(contact.message, 'Costs < 5000 and > 100, fine')).toBeNull();
    expect(checkField(contact.name, 'Ada\nLovelace')).toBe(MESSAGES.text);
  });

  it('needs one way to reach the visitor on a transcript, and nothing more', () => {
    const base = { lang: 'en', questions: [], idempotencyKey: 'abcdefgh' };
    expect(checkSubmission('chatbot-transcript', { ...base, name: ' ', email: '', phone: '' })).toEqual({
      email: MESSAGES.chatContact,
    });
    expect(checkSubmission('chatbot-transcript', { ...base, phone: 'whenever' })).toEqual({});
    expect(checkSubmission('chatbot-transcript', { ...base, name: 'Ann', idempotencyKey: 'bad key!' })).toEqual({
      idempotencyKey: MESSAGES.idempotencyKey,
    });
  });

  it('keeps only known fields, trimmed and typed', () => {
    expect(
      cleanSubmission('event-request', {
        name: ' Grace ',
        email: 'g@example.com',
        eventType: 'Conference',
        date: '2027-01-10',
        guests: '40',
        phone: '',
        admin: true,
      }),
    ).toEqual({ name: 'Grace', email: 'g@example.com', eventType: 'Conference', date: '2027-01-10', guests: 40 });
  });
});

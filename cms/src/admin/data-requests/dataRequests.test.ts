import { describeCounts, describePossible } from './dataRequests';

it('says how many records of each kind, in words', () => {
  expect(describeCounts({ 'contact-request': 1, 'event-request': 0, notification: 2 })).toBe(
    '3 records: 1 contact request, 2 queued lead emails.',
  );
  expect(describeCounts({ 'contact-request': 0 })).toBe('Nothing held.');
  expect(describeCounts({ clearedEmails: 1 })).toBe('1 record: 1 sent lead email cleared.');
  expect(describeCounts({ 'unanswered-question': 2 })).toBe('2 records: 2 days of unanswered questions.');
});

it('names a possible match by kind, date and what links it', () => {
  expect(
    describePossible({
      type: 'chatbot-transcript',
      documentId: 'd',
      reason: 'same name',
      row: { id: 1, documentId: 'd', name: 'Ann Lee', createdAt: '2026-01-02T10:00:00.000Z' },
    }),
  ).toBe('A chat transcript of 2026-01-02 with the name (Ann Lee)');
});

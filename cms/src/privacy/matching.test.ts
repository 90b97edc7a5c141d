import { identifiersOf, mentionsAddress, normalizeEmail, possibleReason, subjectNames } from './matching';

describe('normalizeEmail', () => {
  it('takes an address in any case and with spaces around, lower case', () => {
    expect(normalizeEmail('  Ann.Lee@Example.ORG ')).toBe('ann.lee@example.org');
  });
  it.each([
    ['not-an-email'],
    [''],
    ['a@b'],
    ['two@x.com three@y.com'],
    [42],
    [null],
    [undefined],
    [`${'a'.repeat(250)}@x.com`],
  ])('refuses %p', (value) => {
    expect(normalizeEmail(value)).toBeNull();
  });
});

describe('mentionsAddress', () => {
  const email = 'ann@x.com';
  it.each([
    ['ann@x.com', true],
    ['ANN@X.COM', true],
    ['  Ann@X.com  ', true],
    ['write to ann@x.com.', true],
    ['<ann@x.com>', true],
    ['joann@x.com', false],
    ['ann@x.com.au', false],
    ['ann@x.community', false],
    ['ann@x.co', false],
    ['jo.ann@x.com', false],
    ['ann@x.com and joann@x.com', true],
    ['joann@x.com and ann@x.com', true],
  ])('%p holds it: %p', (text, expected) => {
    expect(mentionsAddress(text, email)).toBe(expected);
  });
  it('is false for what is not text', () => {
    expect(mentionsAddress(null, email)).toBe(false);
    expect(mentionsAddress(['ann@x.com'], email)).toBe(false);
  });
});

describe('possible matches', () => {
  const ids = identifiersOf([
    { name: '  Ann   Lee ', phone: '+44 (20) 7946-0000' },
    { name: null, phone: '12' },
  ]);

  it('collects names and phones as compared, ignoring what is too short', () => {
    expect([...ids.names]).toEqual(['ann lee']);
    expect([...ids.phones]).toEqual(['442079460000']);
  });

  it('links a row by the same phone in any format, or the same name in any case', () => {
    expect(possibleReason({ phone: '+44 20 7946 0000', name: 'Somebody' }, ids)).toBe('same phone');
    expect(possibleReason({ name: 'ANN LEE' }, ids)).toBe('same name');
    expect(possibleReason({ name: 'Ann Leeds', phone: '+44 20 7946 0001' }, ids)).toBeNull();
    expect(possibleReason({}, ids)).toBeNull();
  });

  it('reads the person out of a lead email subject', () => {
    expect(subjectNames('New contact request from Ann Lee', ids)).toBe(true);
    expect(subjectNames('New chat transcript from +44 20 7946 0000', ids)).toBe(true);
    expect(subjectNames('New contact request from Ann Leeds', ids)).toBe(false);
    expect(subjectNames('Ann Lee', ids)).toBe(false);
  });
});

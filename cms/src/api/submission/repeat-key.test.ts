import fc from 'fast-check';
import { repeatKeyOf } from './repeat-key';

const day = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 25, 12);
const request = { name: 'Ada', email: 'ada@example.com', message: 'Please call me back.' };

describe('repeat keys', () => {
  it('are equal for the same text from the same client in one window, whatever the field order', () => {
    const reordered = { message: request.message, email: request.email, name: request.name };
    expect(repeatKeyOf('contact-request', '192.0.2.1', reordered, { now: now + 1000 })).toBe(
      repeatKeyOf('contact-request', '192.0.2.1', request, { now }),
    );
  });

  it('differ by client, kind, window and any change of text', () => {
    const key = repeatKeyOf('contact-request', '192.0.2.1', request, { now });
    expect(repeatKeyOf('contact-request', '192.0.2.2', request, { now })).not.toBe(key);
    expect(repeatKeyOf('event-request', '192.0.2.1', request, { now })).not.toBe(key);
    expect(repeatKeyOf('contact-request', '192.0.2.1', request, { now: now + day })).not.toBe(key);
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (extra) => {
        const changed = { ...request, message: request.message + extra };
        expect(repeatKeyOf('contact-request', '192.0.2.1', changed, { now })).not.toBe(key);
      }),
    );
  });

  it('hold neither the address nor the text', () => {
    const key = repeatKeyOf('contact-request', '192.0.2.1', request, { now });
    expect(key).not.toContain('192.0.2.1');
    expect(key).not.toContain('ada');
    expect(key.length).toBeLessThanOrEqual(100);
  });
});

import { parseCmsEnv } from '../config/env';
import { capFromEnv, windowOf } from './cap';

const capFrom = (env: NodeJS.ProcessEnv) => capFromEnv(parseCmsEnv(env));
import { composeDigestEmail } from './compose';

describe('the email cap', () => {
  it('defaults to 30 emails an hour and names a bad setting', () => {
    expect(capFrom({})).toEqual({ cap: 30, windowMs: 3_600_000 });
    expect(capFrom({ NOTIFY_CAP: '5', NOTIFY_CAP_WINDOW: '60' })).toEqual({ cap: 5, windowMs: 60_000 });
    expect(capFrom({ NOTIFY_CAP: '0' }).cap).toBe(0);
    expect(() => capFrom({ NOTIFY_CAP: 'lots' })).toThrow(
      'Configuration: NOTIFY_CAP must be a whole number of 0 or more (got "lots")',
    );
    expect(() => capFrom({ NOTIFY_CAP_WINDOW: '0' })).toThrow(/^Configuration: NOTIFY_CAP_WINDOW .*"0"/);
  });

  it('puts every moment in one fixed window, the same on every instance', () => {
    const hour = 3_600_000;
    const inside = windowOf(new Date(Date.UTC(2026, 10, 25, 9, 59, 59)), hour);
    expect(inside.start).toBe(Date.UTC(2026, 10, 25, 9));
    expect(inside.end).toEqual(new Date(Date.UTC(2026, 10, 25, 10)));
    expect(windowOf(new Date(Date.UTC(2026, 10, 25, 10)), hour).start).toBe(Date.UTC(2026, 10, 25, 10));
  });
});

describe('the digest email', () => {
  const attack = '<img src=x onerror=alert(1)>';
  const email = composeDigestEmail(
    [
      {
        type: 'contact-request',
        submission: {
          name: attack,
          email: 'ada@example.com',
          message: 'Line one\nline two',
          createdAt: '2026-11-25T09:00:00Z',
        },
        adminUrl: 'https://cms.example/admin/x?a=1&b=2',
      },
      { type: 'chatbot-transcript', submission: { phone: '+44 20 7946 0000', questions: ['What do you do?'] } },
    ],
    { firmName: 'Meridian Works' },
  );

  it('names how many leads it holds and lists each with the way to reach them', () => {
    expect(email.subject).toBe('2 leads held for this digest (Meridian Works website)');
    expect(email.text).toContain(`- New contact request from ${attack}`);
    expect(email.text).toContain('Reach: ada@example.com');
    expect(email.text).toContain('Says: Line one line two');
    expect(email.text).toContain('- New chat transcript from +44 20 7946 0000');
    expect(email.text).toContain('In the admin: https://cms.example/admin/x?a=1&b=2');
  });

  it('shows visitors text as text in the HTML part', () => {
    expect(email.html).not.toContain('<img');
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(email.html).toContain('href="https://cms.example/admin/x?a=1&amp;b=2"');
  });
});

import { pageLocation } from './analytics';

describe('the address a page view reports', () => {
  it('never holds the query or fragment of a newsletter page', () => {
    expect(pageLocation('https://site.example/newsletter/confirm?token=abc.123.def')).toBe(
      'https://site.example/newsletter/confirm',
    );
    expect(pageLocation('https://site.example/newsletter/unsubscribe/?token=abc#x')).toBe(
      'https://site.example/newsletter/unsubscribe/',
    );
    expect(pageLocation('https://site.example/newsletter?token=abc')).toBe('https://site.example/newsletter');
  });

  it('is the address as it is on every other page, campaign tags included', () => {
    for (const href of [
      'https://site.example/services?utm_source=mail',
      'https://site.example/newsletters-archive?page=2',
      'https://site.example/about#team',
    ]) {
      expect(pageLocation(href)).toBe(href);
    }
  });
});

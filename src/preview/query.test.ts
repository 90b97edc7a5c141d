import { readPreviewQuery } from './query';

describe('the preview page address', () => {
  it('gives back one of the site routes, the label and the chat flag', () => {
    expect(readPreviewQuery('?path=%2Fservices&label=Service%3A+IT+support&chat=1')).toEqual({
      route: '/services',
      label: 'Service: IT support',
      chat: true,
    });
    expect(readPreviewQuery('')).toEqual({ route: '/', label: 'this page', chat: false });
  });

  it.each([
    'https://evil.example/login',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/newsletter/x',
    '/static',
    '/index.html',
    '/services/../../x',
    '/about?x=1',
    '',
  ])('names no route for the path %j (no link to it)', (path) => {
    expect(readPreviewQuery(`?${new URLSearchParams({ path })}`).route).toBeNull();
  });

  it("gives back a landing page's address, one segment of a slug", () => {
    expect(readPreviewQuery('?path=%2Fcompany-events-2027&label=Landing+page%3A+Events')).toEqual({
      route: '/company-events-2027',
      label: 'Landing page: Events',
      chat: false,
    });
  });

  it('keeps the label as plain text of a banner length', () => {
    const label = '<img src=x onerror=alert(1)>'.repeat(10);
    const read = readPreviewQuery(`?${new URLSearchParams({ label })}`).label;
    expect(read).toBe(label.slice(0, 120));
  });
});

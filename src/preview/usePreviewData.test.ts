import { fetchPreviewData, isStrapiUpdate } from './usePreviewData';

describe('the preview page', () => {
  it("refetches only on the admin's strapiUpdate message from the framing window", () => {
    const parent = {};
    expect(isStrapiUpdate({ data: { type: 'strapiUpdate' }, source: parent as MessageEventSource }, parent)).toBe(true);
    expect(isStrapiUpdate({ data: { type: 'strapiUpdate' }, source: {} as MessageEventSource }, parent)).toBe(false);
    expect(isStrapiUpdate({ data: { type: 'previewReady' }, source: parent as MessageEventSource }, parent)).toBe(
      false,
    );
    expect(isStrapiUpdate({ data: null, source: parent as MessageEventSource }, parent)).toBe(false);
  });

  it('asks for the drafts of the page with the cookie, never from a cache, and reports refusals', async () => {
    const fetcher = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ builtAt: 'now' }) });
    await expect(fetchPreviewData('/services', fetcher as unknown as typeof fetch)).resolves.toEqual({
      builtAt: 'now',
    });
    expect(fetcher).toHaveBeenCalledWith('/__preview/data?path=%2Fservices', {
      credentials: 'same-origin',
      cache: 'no-store',
    });

    const refused = jest.fn().mockResolvedValue({
      ok: false,
      status: 401,
      json: async () => ({ error: 'Open the preview from the CMS admin' }),
    });
    await expect(fetchPreviewData('/', refused as unknown as typeof fetch)).rejects.toThrow(
      'Open the preview from the CMS admin',
    );
    const broken = jest
      .fn()
      .mockResolvedValue({ ok: false, status: 502, json: async () => Promise.reject(new Error('not json')) });
    await expect(fetchPreviewData('/', broken as unknown as typeof fetch)).rejects.toThrow(
      'The preview server answered 502.',
    );
  });
});

/**
 * The panel's chunk is what the launcher fetches on the first sign of intent (./ChatLauncher.tsx); the
 * HTTP client's code must start loading with it, not when React gets round to mounting the panel
 * (which it may do only as the visitor clicks: see ./ChatPanel.tsx). A fresh module registry per test
 * file, so this sees the panel's module evaluated for the first time.
 */
import { loadApiClient, prepareFormToken } from '../../lib/formToken';

it('starts loading the HTTP client as soon as the panel’s code is evaluated, and asks for no form token', async () => {
  expect(loadApiClient).not.toHaveBeenCalled();
  await import('./ChatPanel');
  expect(loadApiClient).toHaveBeenCalledTimes(1);
  expect(prepareFormToken).not.toHaveBeenCalled();
});

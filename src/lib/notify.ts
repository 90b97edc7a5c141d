/**
 * Toasts without react-toastify in the first-load bundle: the library is fetched when the browser is
 * idle (or on the first toast) and its container is rendered on the first toast, which is always
 * after something the visitor did (see src/shell/Toaster.tsx). Same call shape as
 * react-toastify's `toast`.
 */
type Kind = 'success' | 'error' | 'info';

let requestContainer: (() => void) | undefined;
let markReady: () => void = () => {};
const containerReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the Toaster: how to mount the container on demand, and when it has mounted. */
export const toaster = {
  register(mount: () => void) {
    requestContainer = mount;
  },
  mounted() {
    markReady();
  },
};

const show = (kind: Kind) => (message: string) => {
  requestContainer?.();
  void Promise.all([import('react-toastify'), containerReady]).then(([{ toast: library }]) => {
    library[kind](message);
  });
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };

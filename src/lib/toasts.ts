/**
 * Toasts without react-toastify in the first-load bundle: the library is fetched only on intent (a
 * form's first focus calls prefetchToasts) or on the first toast, and its container is rendered on the
 * first toast, which is always after something the visitor did (see src/shell/Toaster.tsx). A toast
 * called before the container exists waits for it to mount, then shows. Same call shape as
 * react-toastify's `toast`.
 */
type Kind = 'success' | 'error' | 'info';

/** The library and the site's container for it, one chunk (./ToastContainer.tsx). */
export const loadToastify = () => import('./ToastContainer');

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

/** Starts fetching the library where a toast is likely soon (a form being filled in). A failure
 * (offline) is left to the toast itself, which loads again. */
export function prefetchToasts(): void {
  loadToastify().catch(() => {});
}

const show = (kind: Kind) => (message: string) => {
  requestContainer?.();
  void Promise.all([loadToastify(), containerReady]).then(([{ toast: library }]) => {
    library[kind](message);
  });
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };

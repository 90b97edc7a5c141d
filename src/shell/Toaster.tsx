/** The toast container (top-right, 5 s, pausing on hover and on focus loss, coloured). Nothing of
 * react-toastify is fetched until it may be needed (src/lib/toasts.ts: the first toast, or a form's
 * first focus), and the container is rendered on the first toast; a toast called before it has
 * mounted waits for it (toasts.ts queues it), so none is lost. */
import * as React from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../config/constants';
import { loadToastify, toaster } from '../lib/toasts';

const ToastContainer = React.lazy(() =>
  loadToastify().then(({ ToastContainer: Container }) => ({ default: Container })),
);

function Mounted() {
  React.useEffect(() => toaster.mounted(), []);
  return null;
}

export function Toaster() {
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => toaster.register(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <React.Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        autoClose={TOAST_AUTO_CLOSE_MS}
        pauseOnHover
        pauseOnFocusLoss
        theme="colored"
        newestOnTop
      />
      <Mounted />
    </React.Suspense>
  );
}

/** Where the toasts show. Nothing of react-toastify is fetched until it may be needed
 * (src/lib/toasts.ts: the first toast, or a form's first focus), and the container
 * (src/lib/ToastContainer.tsx, in the library's chunk) is rendered on the first toast; a toast called before it has mounted waits
 * for it (toasts.ts queues it), so none is lost. */
import * as React from 'react';
import { loadToastify, toaster } from '../lib/toasts';

const ToastContainer = React.lazy(loadToastify);

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
      <ToastContainer />
      <Mounted />
    </React.Suspense>
  );
}

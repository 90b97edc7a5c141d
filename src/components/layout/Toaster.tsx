/** The toast container (top-right, 5 s, pausing on hover and on focus loss, coloured), loaded when
 * the browser is idle or on the first toast, whichever comes first. */
import * as React from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../config/constants';
import { toaster } from '../../app/notify';
import { whenIdle } from './whenIdle';

const ToastContainer = React.lazy(() =>
  import('react-toastify').then(({ ToastContainer: Container }) => ({ default: Container })),
);

function Mounted() {
  React.useEffect(() => toaster.mounted(), []);
  return null;
}

export function Toaster() {
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => {
    const want = () => setWanted(true);
    toaster.register(want);
    return whenIdle(want);
  }, []);
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

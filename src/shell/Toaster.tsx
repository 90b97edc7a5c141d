/** The toast container (top-right, 5 s, pausing on hover and on focus loss, coloured). Its code is
 * fetched when the browser is idle; it is rendered on the first toast (until then it would only be
 * main-thread work while the page becomes interactive). */
import * as React from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../config/constants';
import { toaster } from '../lib/notify';
import { prefetchWhenIdle } from '../lib/whenIdle';

const loadToastify = () => import('react-toastify');
const ToastContainer = React.lazy(() =>
  loadToastify().then(({ ToastContainer: Container }) => ({ default: Container })),
);

function Mounted() {
  React.useEffect(() => toaster.mounted(), []);
  return null;
}

export function Toaster() {
  const [wanted, setWanted] = React.useState(false);
  React.useEffect(() => {
    toaster.register(() => setWanted(true));
    return prefetchWhenIdle(loadToastify);
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

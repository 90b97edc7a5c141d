/** The toast container (top-right, 5 s, pausing on hover and on focus loss, coloured). Nothing of
 * react-toastify is fetched until it may be needed (src/lib/toasts.ts: the first toast, or a form's
 * first focus), and the container is rendered on the first toast; a toast called before it has
 * mounted waits for it (toasts.ts queues it), so none is lost. */
import * as React from 'react';
import type { CloseButtonProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../config/constants';
import { useI18n } from '../lib/i18n';
import { loadToastify, toaster } from '../lib/toasts';

/** Each toast's close button, named in the page's language (the library's own says "close" in
 * English and is not exported); the library's classes keep its look. */
function closeButton(label: string) {
  return function CloseToast({ closeToast, theme }: CloseButtonProps) {
    return (
      <button
        type="button"
        className={`Toastify__close-button Toastify__close-button--${theme}`}
        aria-label={label}
        onClick={(event) => {
          event.stopPropagation();
          closeToast(true);
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 14 16">
          <path
            fillRule="evenodd"
            d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
          />
        </svg>
      </button>
    );
  };
}

const ToastContainer = React.lazy(() =>
  loadToastify().then(({ ToastContainer: Container }) => ({ default: Container })),
);

function Mounted() {
  React.useEffect(() => toaster.mounted(), []);
  return null;
}

export function Toaster() {
  const { t } = useI18n();
  const [wanted, setWanted] = React.useState(false);
  const close = React.useMemo(() => closeButton(t('shell.closeNotification')), [t]);
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
        aria-label={t('shell.notifications')}
        closeButton={close}
      />
      <Mounted />
    </React.Suspense>
  );
}

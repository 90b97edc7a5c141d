/** react-toastify as the site uses it, in one chunk fetched on intent or on the first toast
 * (./toasts.ts): the library's `toast`, and its container as the site shows it (top-right, 5 s,
 * pausing on hover and on focus loss, coloured), its region and close buttons named in the page's
 * language (the library's own close button says "close" in English and is not exported: the
 * library's classes keep its look), rendered by src/shell/Toaster.tsx. */
import * as React from 'react';
import { ToastContainer as Container, type CloseButtonProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../config/constants';
import { useI18n } from './i18n';

export { toast } from 'react-toastify';

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

export default function ToastContainer() {
  const { t } = useI18n();
  const close = React.useMemo(() => closeButton(t('shell.closeNotification')), [t]);
  return (
    <Container
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      theme="colored"
      newestOnTop
      aria-label={t('shell.notifications')}
      closeButton={close}
    />
  );
}

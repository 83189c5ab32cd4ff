import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { directionOf } from '@travel/i18n';
import { selectLanguage, useAppSelector } from '@travel/store';

/** Toasts: top right, closing after 5000 ms (SPEC 2.9, 9). */
const TOAST_AUTO_CLOSE_MS = 5000;

/**
 * Loaded after the first render: the page needs no toast library to appear. Toasts raised
 * before it mounts wait in react-toastify's queue.
 */
export default function Toasts() {
  const language = useAppSelector(selectLanguage);
  return <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} rtl={directionOf(language) === 'rtl'} />;
}

/**
 * The one HTTP client (SPEC section 7): JSON, aimed at the CMS's /api/, axios's default XSRF cookie
 * and header names (XSRF-TOKEN / X-XSRF-TOKEN), and no timeout. Only ever imported dynamically
 * (see ./sendSubmission.ts) so axios never weighs on a page's first load.
 */
import axios from 'axios';
import { CMS_PUBLIC_URL } from '../config/constants';

export const api = axios.create({
  baseURL: `${CMS_PUBLIC_URL}/api/`,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: 0,
});

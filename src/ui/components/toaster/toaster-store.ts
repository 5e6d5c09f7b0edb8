/**
 * The app's one toast store: top right, every toast 3000 ms (specification section 9). Apart from the
 * Toaster that draws it (toaster.tsx), so a screen that only raises toasts — the sign-in form, the
 * first screen — does not carry the toast machines, layers and icons; the root loads the Toaster after
 * the first paint.
 */
import { createToaster } from '@chakra-ui/react';

export const TOAST_PLACEMENT = 'top-end' as const;
export const TOAST_DURATION_MS = 3000;

export const toaster = createToaster({
  placement: TOAST_PLACEMENT,
  duration: TOAST_DURATION_MS,
  pauseOnPageIdle: true,
});

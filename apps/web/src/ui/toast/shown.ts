/**
 * What a toast says, written now in the reader's language (decision 116): what the toaster paints, and what tests
 * read. Apart from the store, so that it loads with the toaster rather than with every page. Changes when a toast
 * says more.
 */
import { getToasts, type ToastInput, type ToastVariant } from './store';

export function shownToast({ title, description, variant }: ToastInput): {
  title: string;
  description?: string;
  variant?: ToastVariant;
} {
  const said = description?.();
  return { title: title(), ...(said ? { description: said } : {}), ...(variant ? { variant } : {}) };
}

export const toastsShown = () => getToasts().map(shownToast);

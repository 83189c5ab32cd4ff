import type { ReactNode } from 'react';

/**
 * A toast through the shell's ToastContainer (top right, SPEC 2.9). Remotes call it here:
 * packages/ui is a shared singleton, so this reaches the shell's copy of react-toastify,
 * loaded on first use as the shell loads its container (no toast code on the first paint).
 * The content may hold a link: the shell's container sits inside its router.
 */
export function notifySuccess(content: ReactNode): void {
  void import('react-toastify').then(({ toast }) => toast.success(content));
}

import { z } from 'zod';

export const toastVariantSchema = z.enum(['default', 'destructive']);
export type ToastVariant = z.infer<typeof toastVariantSchema>;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the spec's default is 5000. */
  duration?: number;
}

export interface ToastHandle {
  id: string;
  update: (next: ToastInput) => void;
  dismiss: () => void;
}

export type ToastFn = (input: ToastInput) => ToastHandle;

/**
 * An order's shipping details as a person types them (address, GSTIN, expected delivery): the rules
 * the order's own schema (orders.ts) and its edits (order-edits.ts) share, apart from both.
 */
import { z } from 'zod';
import { GSTIN_MESSAGE, GSTIN_PATTERN } from '../kit/form-fields';

export const shippingSchema = z.object({
  shipping_address: z
    .string()
    .trim()
    .min(5, 'Enter the address the order ships to.')
    .max(1000, 'Keep the address within 1000 characters.'),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => value === '' || GSTIN_PATTERN.test(value), GSTIN_MESSAGE),
  expected_delivery: z.string().regex(/^$|^\d{4}-\d{2}-\d{2}$/, 'Pick a date.'),
});
export type ShippingForm = z.input<typeof shippingSchema>;

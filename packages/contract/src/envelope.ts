import { z } from 'zod';

/** DESIGN.md: every answer is `{ success, data }`, failures `{ success: false, message, errors }`. */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export const errorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
  });

export const MAX_PER_PAGE = 100;
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(20),
});

/** Every request may name its client (SPEC.md §7: client_id appended to every request). */
export const clientQuery = z.object({ client_id: z.coerce.number().int().positive().optional() });

import { z } from 'zod';

/** Success envelope of the user, finance, front-office, parameters and operator groups. */
export function resultEnvelope<T extends z.ZodType>(result: T) {
  return z.object({ statusCode: z.number().int(), result });
}

/** Success envelope of the letters service (nbo). */
export function nboEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}

/** Failure envelope of the `result` style groups. `result.messages` holds field messages. */
export const ResultErrorSchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  correlationId: z.string().optional(),
  errors: z.array(z.string()).optional(),
  errorMessages: z.array(z.string()).optional(),
  result: z.object({ messages: z.record(z.string(), z.string()) }).optional(),
});
export type ResultError = z.infer<typeof ResultErrorSchema>;

/** Failure envelope of nbo. */
export const NboErrorSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  correlationId: z.string().optional(),
});
export type NboError = z.infer<typeof NboErrorSchema>;

/** A page of rows. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
  });
}

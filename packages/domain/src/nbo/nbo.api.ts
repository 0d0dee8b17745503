import { z } from 'zod';
import { defineContract } from '../http/contract.ts';
import { nboEnvelope } from '../http/envelope.ts';

/** Correspondence counts of the signed-in user's organization (section 3 "Count response"). */
export const CorrespondenceCountSchema = z.object({
  newNotifs: z.number().int(),
  newNotifsObligatory: z.number().int(),
  totalNotifs: z.number().int(),
  newLetters: z.number().int(),
  totalLetters: z.number().int(),
});
export type CorrespondenceCount = z.infer<typeof CorrespondenceCountSchema>;

export const nboApi = {
  count: defineContract({
    method: 'GET', group: 'nbo', path: 'letters/user/count', audience: 'user',
    summary: 'Counts of new and all letters and notifications',
    response: nboEnvelope(CorrespondenceCountSchema),
  }),
} as const;

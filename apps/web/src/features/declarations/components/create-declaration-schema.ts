import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { createDeclarationBodySchema } from '@pensia/domain/declarations/declaration.schema';
import { periodOfInstant } from '@pensia/domain/declarations/period';
import { vmsg } from '@pensia/domain/i18n/messages';

/** The create form's rules: a month and a year chosen, then the server's rules of a new declaration's body. */
function formSchema() {
  const body = createDeclarationBodySchema(periodOfInstant(new Date()));
  return z
    .object({
      month: z.string().min(1, vmsg('monthRange')),
      year: z.string().min(1, vmsg('required')),
      type: z.string(),
      form: z.string(),
    })
    .superRefine((v, ctx) => {
      if (!v.month || !v.year) return;
      const r = body.safeParse(v);
      if (!r.success)
        for (const issue of r.error.issues)
          ctx.addIssue({ code: 'custom', path: issue.path.length ? issue.path : ['month'], message: issue.message });
    });
}

let made: { month: string; resolver: Resolver<FieldValues> } | null = null;

/** The create form's resolver, made again only when the month (the latest a declaration may be for) changes. */
export function createDeclarationResolver<V extends FieldValues>(): Resolver<V> {
  const { year, month } = periodOfInstant(new Date());
  const key = `${year}-${month}`;
  if (made?.month !== key)
    made = { month: key, resolver: zodResolver(formSchema()) as unknown as Resolver<FieldValues> };
  return made.resolver as unknown as Resolver<V>;
}

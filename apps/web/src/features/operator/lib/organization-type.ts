import type { OrganizationSummary } from '@pensia/domain/operator/operator.schema';

/** Key of the operator namespace naming the kind of an organization. */
export function organizationKindKey(o: Pick<OrganizationSummary, 'typeId' | 'isSelfEmployed'>) {
  if (o.isSelfEmployed) return 'organizations.kinds.selfEmployed' as const;
  return o.typeId === 2 ? ('organizations.kinds.individualEntrepreneur' as const) : ('organizations.kinds.legalEntity' as const);
}

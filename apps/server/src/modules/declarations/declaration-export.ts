import type { DeclarationForm, DeclarationType, Lang } from '@pensia/domain';
import type { Actor, Deps } from '../../lib/deps.ts';
import { mustFind, organizationOf } from './declaration-access.ts';
import { draftOfRow } from './declaration-view.ts';
import * as repo from './declarations.repository.ts';
import { buildExport, buildTemplate, type ExportRow } from './excel/workbooks.ts';

/** The declaration's spreadsheets: the empty template of a type and form, and a declaration's rows in it. */

export function template(type: DeclarationType, form: DeclarationForm, lang: Lang): Promise<Buffer> {
  return buildTemplate(type, form, lang);
}

export async function exportDetails(deps: Deps, actor: Actor, id: string, lang: Lang) {
  const row = await mustFind(deps.db, organizationOf(actor), id);
  const details = await repo.allDetails(deps.db, row);
  // the export has the template's columns, the same fields a row is validated from
  const rows: ExportRow[] = details.map(draftOfRow);
  const file = await buildExport(row.type as DeclarationType, row.form, lang, rows);
  return { file, fileName: `declaration-${row.number}-${row.year}-${String(row.month).padStart(2, '0')}.xlsx` };
}

import type { Migration, MigrationProvider } from 'kysely';
import * as m20261122T1100 from './2026-11-22T1100_create_foundation.ts';
import * as m20261122T1200 from './2026-11-22T1200_create_files_and_back_office.ts';
import * as m20261122T1300 from './2026-11-22T1300_create_declarations.ts';
import * as m20261122T1310 from './2026-11-22T1310_drop_extra_declaration_indexes.ts';
import * as m20261122T1400 from './2026-11-22T1400_add_totp_last_step.ts';
import * as m20261123T1500 from './2026-11-23T1500_declaration_rows_through_declaration.ts';
import * as m20261123T1510 from './2026-11-23T1510_create_upload_reports.ts';
import * as m20261124T1000 from './2026-11-24T1000_create_ledger.ts';
import * as m20261124T1100 from './2026-11-24T1100_create_banks_and_bank_accounts.ts';
import * as m20261125T1000 from './2026-11-25T1000_create_bank_statements.ts';
import * as m20261125T1100 from './2026-11-25T1100_create_refunds.ts';
import * as m20261125T1300 from './2026-11-25T1300_audit_outcome.ts';
import * as m20261125T1400 from './2026-11-25T1400_create_reversed_declarations.ts';
import * as m20261125T1500 from './2026-11-25T1500_create_participant_accounts.ts';
import * as m20261126T0900 from './2026-11-26T0900_ledger_corrections.ts';
import * as m20261126T1000 from './2026-11-26T1000_statement_entry_unmatches.ts';
import * as m20261126T1100 from './2026-11-26T1100_create_revenue_service_filings.ts';
import * as m20261126T1200 from './2026-11-26T1200_participant_sign_in.ts';
import * as m20261126T1300 from './2026-11-26T1300_create_optout_requests.ts';
import * as m20261126T1400 from './2026-11-26T1400_create_annual_declarations.ts';
import * as m20261126T1600 from './2026-11-26T1600_payment_reversed_index.ts';
import * as m20261127T0100 from './2026-11-27T0100_create_revenue_comments.ts';
import * as m20261128T1000 from './2026-11-28T1000_statements_per_account.ts';
import * as m20261128T1100 from './2026-11-28T1100_balance_once_constraints.ts';
import * as m20261128T1300 from './2026-11-28T1300_correspondence_opened.ts';
import * as m20261128T2000 from './2026-11-28T2000_idempotency_key_scope.ts';
import * as m20261128T2100 from './2026-11-28T2100_declaration_detail_name_change.ts';
import * as m20261128T2300 from './2026-11-28T2300_create_portfolios.ts';
import * as m20261129T0200 from './2026-11-29T0200_portfolio_switch_execution.ts';
import * as m20261129T0400 from './2026-11-29T0400_ledger_reason_codes.ts';
import * as m20261129T0500 from './2026-11-29T0500_inflation_and_refused_loads.ts';
import * as m20261129T0700 from './2026-11-29T0700_name_changes_index.ts';
import * as m20261129T0800 from './2026-11-29T0800_file_uploads.ts';
import * as m20261129T0900 from './2026-11-29T0900_correspondence_dispatch.ts';
import * as m20261129T1000 from './2026-11-29T1000_export_files.ts';
import * as m20261129T1100 from './2026-11-29T1100_send_failed.ts';
import * as m20261129T1200 from './2026-11-29T1200_processing_cover_in_run.ts';
import * as m20261129T1300 from './2026-11-29T1300_organization_roles.ts';
import * as m20261129T1400 from './2026-11-29T1400_organization_invitations.ts';
import * as m20261129T1500 from './2026-11-29T1500_api_keys.ts';
import * as m20261129T1600 from './2026-11-29T1600_webhooks.ts';
import * as m20261129T1700 from './2026-11-29T1700_two_factor_step_up.ts';
import * as m20261129T1800 from './2026-11-29T1800_create_approval_requests.ts';
import * as m20261130T1200 from './2026-11-30T1200_rate_limits.ts';
import * as m20261130T1300 from './2026-11-30T1300_approval_of_reversals_and_annual.ts';
import * as m20261201T1000 from './2026-12-01T1000_processing_job_parts.ts';

/** Every migration, by name. Names sort in the order they run; a landed migration is never edited. */
const migrations: Record<string, Migration> = {
  '2026-11-22T1100_create_foundation': m20261122T1100,
  '2026-11-22T1200_create_files_and_back_office': m20261122T1200,
  '2026-11-22T1300_create_declarations': m20261122T1300,
  '2026-11-22T1310_drop_extra_declaration_indexes': m20261122T1310,
  '2026-11-22T1400_add_totp_last_step': m20261122T1400,
  '2026-11-23T1500_declaration_rows_through_declaration': m20261123T1500,
  '2026-11-23T1510_create_upload_reports': m20261123T1510,
  '2026-11-24T1000_create_ledger': m20261124T1000,
  '2026-11-24T1100_create_banks_and_bank_accounts': m20261124T1100,
  '2026-11-25T1000_create_bank_statements': m20261125T1000,
  '2026-11-25T1100_create_refunds': m20261125T1100,
  '2026-11-25T1300_audit_outcome': m20261125T1300,
  '2026-11-25T1400_create_reversed_declarations': m20261125T1400,
  '2026-11-25T1500_create_participant_accounts': m20261125T1500,
  '2026-11-26T0900_ledger_corrections': m20261126T0900,
  '2026-11-26T1000_statement_entry_unmatches': m20261126T1000,
  '2026-11-26T1100_create_revenue_service_filings': m20261126T1100,
  '2026-11-26T1200_participant_sign_in': m20261126T1200,
  '2026-11-26T1300_create_optout_requests': m20261126T1300,
  '2026-11-26T1400_create_annual_declarations': m20261126T1400,
  '2026-11-26T1600_payment_reversed_index': m20261126T1600,
  '2026-11-27T0100_create_revenue_comments': m20261127T0100,
  '2026-11-28T1000_statements_per_account': m20261128T1000,
  '2026-11-28T1100_balance_once_constraints': m20261128T1100,
  '2026-11-28T1300_correspondence_opened': m20261128T1300,
  '2026-11-28T2000_idempotency_key_scope': m20261128T2000,
  '2026-11-28T2100_declaration_detail_name_change': m20261128T2100,
  '2026-11-28T2300_create_portfolios': m20261128T2300,
  '2026-11-29T0200_portfolio_switch_execution': m20261129T0200,
  '2026-11-29T0400_ledger_reason_codes': m20261129T0400,
  '2026-11-29T0500_inflation_and_refused_loads': m20261129T0500,
  '2026-11-29T0700_name_changes_index': m20261129T0700,
  '2026-11-29T0800_file_uploads': m20261129T0800,
  '2026-11-29T0900_correspondence_dispatch': m20261129T0900,
  '2026-11-29T1000_export_files': m20261129T1000,
  '2026-11-29T1100_send_failed': m20261129T1100,
  '2026-11-29T1200_processing_cover_in_run': m20261129T1200,
  '2026-11-29T1300_organization_roles': m20261129T1300,
  '2026-11-29T1400_organization_invitations': m20261129T1400,
  '2026-11-29T1500_api_keys': m20261129T1500,
  '2026-11-29T1600_webhooks': m20261129T1600,
  '2026-11-29T1700_two_factor_step_up': m20261129T1700,
  '2026-11-29T1800_create_approval_requests': m20261129T1800,
  '2026-11-30T1200_rate_limits': m20261130T1200,
  '2026-11-30T1300_approval_of_reversals_and_annual': m20261130T1300,
  '2026-12-01T1000_processing_job_parts': m20261201T1000,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};

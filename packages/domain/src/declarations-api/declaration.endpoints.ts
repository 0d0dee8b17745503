import type { declarationApi, employeeApi } from './declaration.api.ts';
import { endpointOf } from '../http/endpoint.ts';

/**
 * The monthly declarations' and employees' endpoints, without their schemas (http/endpoint.ts): what the web
 * app's screens call them by, so that a screen that only lists and reads loads no schema library
 * (`declaration.endpoints.test.ts` keeps them equal to the contracts of `declaration.api.ts`).
 */

export { declarationEtag, ETAG_HEADER, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '../http/headers.ts';

export const declarationEndpoints = {
  list: endpointOf<typeof declarationApi.list>({
    method: 'GET',
    group: 'finance',
    path: 'fbo/declarations/monthly-decs',
    audience: 'user',
  }),
  get: endpointOf<typeof declarationApi.get>({
    method: 'GET',
    group: 'finance',
    path: 'fbo/declarations/monthly-decs/:id',
    audience: 'user',
  }),
  valErrors: endpointOf<typeof declarationApi.valErrors>({
    method: 'GET',
    group: 'finance',
    path: 'fbo/declarations/monthly-decs/:id/val-errors',
    audience: 'user',
  }),
  penaltyDetails: endpointOf<typeof declarationApi.penaltyDetails>({
    method: 'GET',
    group: 'finance',
    path: 'fbo/declarations/monthly-decs/:id/penalty-details',
    audience: 'user',
  }),
  withdrawal: endpointOf<typeof declarationApi.withdrawal>({
    method: 'GET',
    group: 'finance',
    path: 'fbo/declarations/monthly-decs/:id/withdrawal',
    audience: 'user',
  }),
  byList: endpointOf<typeof declarationApi.byList>({
    method: 'GET',
    group: 'finance',
    path: 'declarations/organization/:type',
    audience: 'user',
  }),
  filterDetails: endpointOf<typeof declarationApi.filterDetails>({
    method: 'POST',
    group: 'finance',
    path: 'declarations/details/filter',
    audience: 'user',
  }),
  report: endpointOf<typeof declarationApi.report>({
    method: 'GET',
    group: 'finance',
    path: 'report-dec-details',
    audience: 'user',
  }),
  template: endpointOf<typeof declarationApi.template>({
    method: 'GET',
    group: 'finance',
    path: 'declarations/template',
    audience: 'user',
  }),
  orgBalance: endpointOf<typeof declarationApi.orgBalance>({
    method: 'GET',
    group: 'finance',
    path: 'declarations/org-balance',
    audience: 'user',
  }),
  employeeStatistic: endpointOf<typeof declarationApi.employeeStatistic>({
    method: 'POST',
    group: 'finance',
    path: 'declarations/employee-statistic',
    audience: 'user',
  }),
  create: endpointOf<typeof declarationApi.create>({
    method: 'POST',
    group: 'financeWrite',
    path: 'declarations',
    audience: 'user',
  }),
  save: endpointOf<typeof declarationApi.save>({
    method: 'POST',
    group: 'financeWrite',
    path: 'declarations/:id/save',
    audience: 'user',
  }),
  upload: endpointOf<typeof declarationApi.upload>({
    method: 'POST',
    group: 'financeWrite',
    path: 'declarations/:id/upload',
    audience: 'user',
  }),
  addDetail: endpointOf<typeof declarationApi.addDetail>({
    method: 'POST',
    group: 'financeWrite',
    path: 'declarations/:id/details',
    audience: 'user',
  }),
  uploadReport: endpointOf<typeof declarationApi.uploadReport>({
    method: 'GET',
    group: 'finance',
    path: 'declarations/:id/upload-report',
    audience: 'user',
  }),
  dismissUploadReport: endpointOf<typeof declarationApi.dismissUploadReport>({
    method: 'DELETE',
    group: 'financeWrite',
    path: 'declarations/:id/upload-report',
    audience: 'user',
  }),
  dismissRejectedRow: endpointOf<typeof declarationApi.dismissRejectedRow>({
    method: 'DELETE',
    group: 'financeWrite',
    path: 'declarations/:id/upload-report/rows/:rowId',
    audience: 'user',
  }),
  updateDetail: endpointOf<typeof declarationApi.updateDetail>({
    method: 'PUT',
    group: 'financeWrite',
    path: 'declarations/:id/details/:detailId',
    audience: 'user',
  }),
  deleteDetail: endpointOf<typeof declarationApi.deleteDetail>({
    method: 'DELETE',
    group: 'financeWrite',
    path: 'declarations/:id/details/:detailId',
    audience: 'user',
  }),
  activate: endpointOf<typeof declarationApi.activate>({
    method: 'POST',
    group: 'financeWrite',
    path: 'declarations/:id/activate',
    audience: 'user',
  }),
  close: endpointOf<typeof declarationApi.close>({
    method: 'POST',
    group: 'financeWrite',
    path: 'declarations/:id/close',
    audience: 'user',
  }),
  remove: endpointOf<typeof declarationApi.remove>({
    method: 'DELETE',
    group: 'financeWrite',
    path: 'declarations/:id',
    audience: 'user',
  }),
} as const;

export const employeeEndpoints = {
  search: endpointOf<typeof employeeApi.search>({
    method: 'GET',
    group: 'finance',
    path: 'employees',
    audience: 'user',
  }),
  get: endpointOf<typeof employeeApi.get>({
    method: 'GET',
    group: 'finance',
    path: 'employees/:personalNumber',
    audience: 'user',
  }),
  register: endpointOf<typeof employeeApi.register>({
    method: 'POST',
    group: 'financeWrite',
    path: 'employees',
    audience: 'user',
  }),
  update: endpointOf<typeof employeeApi.update>({
    method: 'PUT',
    group: 'financeWrite',
    path: 'employees/:personalNumber',
    audience: 'user',
  }),
} as const;

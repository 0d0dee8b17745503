import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { declarationEndpoints, employeeEndpoints } from '@pensia/domain/declarations-api/declaration.endpoints';
import type { EmployeeBody } from '@pensia/domain/declarations-api/declaration.api';
import { apiRequest } from '../../../common/lib/api-client';

export const employeeKeys = {
  all: ['employees'] as const,
  search: (search: string, pageNumber: number, pageSize: number) => ['employees', 'search', search, pageNumber, pageSize] as const,
  one: (pn: string) => ['employees', 'one', pn] as const,
  statistic: (year: number) => ['employees', 'statistic', year] as const,
};

/** Employees of the organization (registered or declared), by the beginning of a personal number or name. */
export function useEmployeeSearch(search: string, pageNumber: number, pageSize: number) {
  return useQuery({
    queryKey: employeeKeys.search(search, pageNumber, pageSize),
    queryFn: ({ signal }) => apiRequest(employeeEndpoints.search, { query: { search: search || undefined, pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** An employee with each declared month and the contributions. */
export function useEmployee(personalNumber: string | null) {
  return useQuery({
    queryKey: employeeKeys.one(personalNumber ?? ''),
    enabled: !!personalNumber,
    queryFn: ({ signal }) => apiRequest(employeeEndpoints.get, { params: { personalNumber: personalNumber! }, signal }),
  });
}

export function useEmployeeStatistic(year: number) {
  return useQuery({
    queryKey: employeeKeys.statistic(year),
    queryFn: ({ signal }) => apiRequest(declarationEndpoints.employeeStatistic, { body: { year }, signal }),
  });
}

export function useRegisterEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EmployeeBody) => apiRequest(employeeEndpoints.register, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

export function useUpdateEmployee() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ personalIdentificationNumber, ...body }: EmployeeBody) => apiRequest(employeeEndpoints.update, { params: { personalNumber: personalIdentificationNumber }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: employeeKeys.all }),
  });
}

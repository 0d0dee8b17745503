import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyApi, type CreateApiKeyBody } from '@pensia/domain/user/api-keys.api';
import { apiRequest } from '../../../common/lib/api-client';

export const apiKeyKeys = { all: ['api-keys'] as const };

/** The organization's API keys, newest first (never the keys themselves). */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeyKeys.all,
    queryFn: ({ signal }) => apiRequest(apiKeyApi.list, { signal }),
  });
}

/** Creates a key: its answer holds the key, shown once. */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyBody) => apiRequest(apiKeyApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(apiKeyApi.revoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

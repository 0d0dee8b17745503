import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@pensia/domain/webhooks/webhooks.api';
import type { CreateWebhookEndpointBody } from '@pensia/domain/webhooks/webhooks';
import { apiRequest } from '../../../common/lib/api-client';

export const webhookKeys = {
  endpoints: ['webhook-endpoints'] as const,
  deliveries: (endpointId: string, pageNumber: number) => ['webhook-deliveries', endpointId, pageNumber] as const,
};

/** The organization's endpoints (never their secrets). */
export function useWebhookEndpoints(enabled = true) {
  return useQuery({ queryKey: webhookKeys.endpoints, queryFn: ({ signal }) => apiRequest(webhooksApi.list, { signal }), enabled });
}

/** Registers an endpoint: the answer carries its secret, shown this once. */
export function useCreateWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpointBody) => apiRequest(webhooksApi.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

export function useRemoveWebhookEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(webhooksApi.remove, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

export const DELIVERIES_PAGE_SIZE = 20;

/** A page of an endpoint's deliveries; read again every few seconds while one is still waiting. */
export function useWebhookDeliveries(endpointId: string, pageNumber: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(endpointId, pageNumber),
    queryFn: ({ signal }) => apiRequest(webhooksApi.deliveries, { params: { id: endpointId }, query: { pageNumber, pageSize: DELIVERIES_PAGE_SIZE }, signal, background: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.items.some((d) => d.status === 'pending') ? 3000 : 15_000),
  });
}

export function useResendDelivery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(webhooksApi.resend, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['webhook-deliveries'] }),
  });
}

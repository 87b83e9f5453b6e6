import { apiRequest, useMutation, useQuery, useQueryClient } from '@forge/shell-sdk';
import {
  ChatActionResultSchema,
  ChatConversationDetailSchema,
  ChatConversationEnvelopeSchema,
  ChatConversationListSchema,
} from '@forge/shell-sdk/buying-contract';
import { requestParsed, withQuery } from '../../lib/api-client';

export const CONVERSATIONS_PATH = '/api/chat/conversations';
export const conversationPath = (id: string) => `${CONVERSATIONS_PATH}/${encodeURIComponent(id)}`;
export const messagesPath = (id: string) => `${conversationPath(id)}/messages`;

export function useConversations(uploadId?: string) {
  const path = uploadId ? withQuery(CONVERSATIONS_PATH, { uploadId }) : CONVERSATIONS_PATH;
  return useQuery({ queryKey: [CONVERSATIONS_PATH, uploadId ?? ''], queryFn: () => requestParsed(ChatConversationListSchema, 'GET', path) });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: [CONVERSATIONS_PATH, 'detail', id],
    queryFn: () => requestParsed(ChatConversationDetailSchema, 'GET', conversationPath(id!)),
    enabled: Boolean(id),
    staleTime: Infinity,
  });
}

export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { uploadId?: string }) => requestParsed(ChatConversationEnvelopeSchema, 'POST', CONVERSATIONS_PATH, body),
    onSuccess: () => client.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
  });
}

export function useRenameConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => requestParsed(ChatConversationEnvelopeSchema, 'PATCH', conversationPath(id), { title }),
    onSuccess: () => client.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', conversationPath(id));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: [CONVERSATIONS_PATH] }),
  });
}

export function useConfirmAction(conversationId: string) {
  return useMutation({
    mutationFn: (actionId: string) => requestParsed(ChatActionResultSchema, 'POST', `${conversationPath(conversationId)}/actions/${encodeURIComponent(actionId)}`),
  });
}

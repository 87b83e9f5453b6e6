import { apiPath, call, useApi, useMutation, useQueryClient } from '@forge/shell-sdk';
import { CHAT_API } from '@forge/shell-sdk/api-contract';

// The assistant's conversations, by contract entry. Reads cache the API's answer whole under their path.
const CONVERSATIONS_PATH = apiPath(CHAT_API.listConversations);
export const messagesPath = (id: string) => apiPath(CHAT_API.sendMessage, { params: { id } });

/** After a change: every read of the conversations (the lists and each one's messages). */
const isConversationRead = (key: unknown) => String(key).startsWith(CONVERSATIONS_PATH);

export function useConversations(uploadId?: string) {
  return useApi(CHAT_API.listConversations, uploadId ? { query: { uploadId } } : {});
}

export function useConversation(id: string | null) {
  return useApi(CHAT_API.getConversation, { params: { id: id ?? '' } }, { enabled: Boolean(id), staleTime: Infinity });
}

export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { uploadId?: string }) => call(CHAT_API.createConversation, { body }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => isConversationRead(query.queryKey[0]) }),
  });
}

export function useRenameConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) => call(CHAT_API.updateConversation, { params: { id }, body: { title } }),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => isConversationRead(query.queryKey[0]) }),
  });
}

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call(CHAT_API.deleteConversation, { params: { id } });
    },
    onSuccess: () => client.invalidateQueries({ predicate: (query) => isConversationRead(query.queryKey[0]) }),
  });
}

export function useConfirmAction(conversationId: string) {
  return useMutation({
    mutationFn: (actionId: string) => call(CHAT_API.runAction, { params: { id: conversationId, actionId } }),
  });
}

import { useState } from 'react';
import { Button, HStack, IconButton, Input, Stack, Text, errorMessageOf, type ChatConversation } from '@forge/shell-sdk';
import { useDeleteConversation, useRenameConversation } from '../api';

/** The user's conversations: open, rename (inline), delete (asks once more). */
export function ConversationList({ conversations, selected, onSelect, onNew, label = 'Conversations' }: { conversations: ChatConversation[]; selected: string | null; onSelect: (id: string | null) => void; onNew: () => void; label?: string }) {
  const rename = useRenameConversation();
  const remove = useDeleteConversation();
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Stack as="nav" aria-label={label} gap={2}>
      <Button size="sm" variant="outline" onClick={onNew}>
        New conversation
      </Button>
      {conversations.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No conversations yet.
        </Text>
      )}
      <Stack as="ul" gap={1} listStyleType="none" m={0} p={0}>
        {conversations.map((c) => (
          <li key={c.id}>
            {editing?.id === c.id ? (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (editing.title.trim()) rename.mutate({ id: c.id, title: editing.title.trim() }, { onSuccess: () => setEditing(null) });
                }}
              >
                <HStack gap={1}>
                  <Input size="sm" aria-label="Conversation title" value={editing.title} maxLength={120} onChange={(e) => setEditing({ id: c.id, title: e.target.value })} autoFocus />
                  <Button size="sm" type="submit" loading={rename.isPending}>
                    Save
                  </Button>
                </HStack>
              </form>
            ) : (
              <HStack gap={1} bg={selected === c.id ? 'bg.muted' : undefined} borderRadius="md" px={1}>
                <Button variant="ghost" size="sm" flex="1" minW={0} justifyContent="start" aria-current={selected === c.id ? 'page' : undefined} onClick={() => onSelect(c.id)}>
                  <Text truncate>{c.title}</Text>
                </Button>
                <IconButton size="xs" variant="ghost" aria-label={`Rename ${c.title}`} onClick={() => setEditing({ id: c.id, title: c.title })}>
                  <span aria-hidden>✎</span>
                </IconButton>
                <IconButton
                  size="xs"
                  variant={confirming === c.id ? 'solid' : 'ghost'}
                  colorPalette={confirming === c.id ? 'red' : undefined}
                  aria-label={confirming === c.id ? `Confirm deleting ${c.title}` : `Delete ${c.title}`}
                  onClick={() => {
                    if (confirming !== c.id) return setConfirming(c.id);
                    remove.mutate(c.id, { onSuccess: () => (setConfirming(null), selected === c.id && onSelect(null)) });
                  }}
                >
                  {confirming === c.id ? <span aria-hidden>✓</span> : <TrashIcon />}
                </IconButton>
              </HStack>
            )}
          </li>
        ))}
      </Stack>
      {(rename.isError || remove.isError) && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {errorMessageOf(rename.error ?? remove.error)}
        </Text>
      )}
    </Stack>
  );
}

/** A drawn bin: the emoji has no glyph in many system fonts (a box in Debian's Chromium). */
function TrashIcon() {
  return (
    <svg aria-hidden width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

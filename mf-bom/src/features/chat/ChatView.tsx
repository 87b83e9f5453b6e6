import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Flex, Link, Skeleton, Stack, Text, errorMessageOf, paths, ErrorAlert, PageTitle, TextLink } from '@forge/shell-sdk';
import { useConversation, useConversations, useCreateConversation } from './api';
import { fromStored } from './messages';
import { ChatThread } from './components/ChatThread';
import { ConversationList } from './components/ConversationList';
import { Composer } from './components/Composer';
import { EngineNote } from './components/EngineNote';

/** /chat and /chat/:uploadId — the sourcing assistant: conversations on the side, the selected one in the middle. */
export function ChatView({ uploadId }: { uploadId?: string }) {
  const [params, setParams] = useSearchParams();
  const selected = params.get('c');
  const list = useConversations(uploadId);
  const detail = useConversation(selected);
  const create = useCreateConversation();
  const [pending, setPending] = useState<{ id: string; text: string } | null>(null);
  const select = (id: string | null) => setParams(id ? { c: id } : {}, { replace: false });
  const initial = useMemo(() => (detail.data ? detail.data.messages.map(fromStored) : []), [detail.data]);

  const start = (text: string) =>
    create.mutate(uploadId ? { uploadId } : {}, {
      onSuccess: ({ conversation }) => {
        setPending({ id: conversation.id, text });
        select(conversation.id);
      },
    });

  const conversations = list.data?.conversations ?? [];
  return (
    <Stack gap={4}>
      <PageTitle
        title="Sourcing assistant"
        gap={1}
        description={
          uploadId ? (
            <>
              About one of your BOMs.{' '}
              <TextLink to={paths.bomResults(uploadId)}>Back to the results</TextLink>
            </>
          ) : (
            'Find suppliers, compare processes and certifications, and ask about your BOMs.'
          )
        }
      />
      {list.isError && <ErrorAlert error={list.error} />}
      <Box as="details" display={{ base: 'block', md: 'none' }} borderWidth="1px" borderRadius="md" px={3} py={2}>
        <Box as="summary" cursor="pointer" fontWeight="medium">
          Conversations ({conversations.length})
        </Box>
        <Box pt={2}>
          <ConversationList conversations={conversations} selected={selected} onSelect={select} onNew={() => select(null)} label="Conversations (phone)" />
        </Box>
      </Box>
      <Flex gap={6} align="start">
        <Box as="aside" w="64" flexShrink={0} display={{ base: 'none', md: 'block' }}>
          {list.isPending ? <Skeleton h="40" /> : <ConversationList conversations={conversations} selected={selected} onSelect={select} onNew={() => select(null)} />}
        </Box>
        <Box flex="1" minW={0}>
          {selected ? (
            detail.isPending ? (
              <Skeleton h="40" />
            ) : detail.isError ? (
              <ErrorAlert error={detail.error} />
            ) : (
              <ChatThread
                key={selected}
                conversationId={selected}
                initial={pending?.id === selected ? [] : initial}
                pending={pending?.id === selected ? pending.text : null}
                aboutBom={Boolean(detail.data?.conversation.uploadId)}
                backend={list.data?.backend}
                onSent={() => void list.refetch()}
              />
            )
          ) : (
            <Stack gap={3}>
              <ChatThreadIntro aboutBom={Boolean(uploadId)} onPick={start} />
              {create.isError && (
                <Text role="alert" color="fg.error">
                  {errorMessageOf(create.error)}
                </Text>
              )}
              <Composer busy={create.isPending} onSend={start} onStop={() => undefined} />
              <EngineNote backend={list.data?.backend} />
            </Stack>
          )}
        </Box>
      </Flex>
    </Stack>
  );
}

const BOM_STARTERS = ['Which lines need machining?', 'What can I buy off the shelf?', 'How many lines are still unknown?'];
const GENERAL_STARTERS = ['ISO 13485 CNC shops within 50 miles of Dayton, OH', 'Who does anodizing in Michigan?', 'When should I use waterjet instead of laser cutting?'];

function ChatThreadIntro({ aboutBom, onPick }: { aboutBom: boolean; onPick: (text: string) => void }) {
  return (
    <Stack gap={2}>
      <Text color="fg.muted">{aboutBom ? 'Ask about this BOM, for example:' : 'Ask about suppliers, processes, certifications or your BOMs, for example:'}</Text>
      <Flex gap={2} wrap="wrap">
        {(aboutBom ? BOM_STARTERS : GENERAL_STARTERS).map((s) => (
          <Link key={s} as="button" fontSize="sm" color="brand.fg" textDecoration="underline" onClick={() => onPick(s)}>
            {s}
          </Link>
        ))}
      </Flex>
    </Stack>
  );
}

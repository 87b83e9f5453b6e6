import { Container, useRouteParams } from '@forge/shell-sdk';
import { ChatView } from '../features/chat';

/** /chat and /chat/:uploadId */
export default function ChatPage() {
  const { uploadId } = useRouteParams<{ uploadId?: string }>();
  return (
    <Container maxW="7xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <ChatView key={uploadId ?? ''} {...(uploadId ? { uploadId } : {})} />
    </Container>
  );
}

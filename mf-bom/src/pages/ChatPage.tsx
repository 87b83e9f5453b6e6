import { routePage } from '@forge/shell-sdk';
import { ChatView } from '../features/chat';

/** /chat and /chat/:uploadId */
export default routePage<{ uploadId?: string }>(({ uploadId }) => <ChatView key={uploadId ?? ''} {...(uploadId ? { uploadId } : {})} />);

import { botPrivacy } from '../features/legal/documents';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

export default function BotPrivacyPage() {
  return <LegalDocumentView doc={botPrivacy} path="/legal/bomcircle-bot-privacy" />;
}

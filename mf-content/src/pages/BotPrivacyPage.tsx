import { botPrivacy, LegalDocumentView } from '../features/legal';

export default function BotPrivacyPage() {
  return <LegalDocumentView doc={botPrivacy} path="/legal/bomcircle-bot-privacy" />;
}

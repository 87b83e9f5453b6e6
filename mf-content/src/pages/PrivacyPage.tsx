import { privacyPolicy } from '../features/legal/documents';
import { LegalDocumentView } from '../features/legal/LegalDocumentView';

export default function PrivacyPage() {
  return <LegalDocumentView doc={privacyPolicy} path="/privacy" />;
}

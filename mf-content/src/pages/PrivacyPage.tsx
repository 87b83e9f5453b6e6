import { privacyPolicy, LegalDocumentView } from '../features/legal';

export default function PrivacyPage() {
  return <LegalDocumentView doc={privacyPolicy} path="/privacy" />;
}

import { NewsletterLinkView } from '../features/newsletter/NewsletterLinkView';

export default function NewsletterConfirmPage() {
  return <NewsletterLinkView action="confirm" />;
}

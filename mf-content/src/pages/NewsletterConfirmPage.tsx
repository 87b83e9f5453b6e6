import { NewsletterLinkView } from '../features/newsletter';

export default function NewsletterConfirmPage() {
  return <NewsletterLinkView action="confirm" />;
}

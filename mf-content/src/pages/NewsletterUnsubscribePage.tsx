import { NewsletterLinkView } from '../features/newsletter';

export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkView action="unsubscribe" />;
}

import { NewsletterLinkView } from '../features/newsletter/NewsletterLinkView';

export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkView action="unsubscribe" />;
}

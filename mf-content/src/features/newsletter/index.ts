// The public surface of features/newsletter: what pages and other features may import (lint: forge/feature-zones).
export { NewsletterLinkView } from './NewsletterLinkView';
export { NewsletterSignup } from './components/NewsletterSignup';

// The public surface of features/common: what pages and other features may import (lint: forge/feature-zones).
export { EMAIL_PATTERN } from './api';
export { useEmailSignup } from './email-signup';
export { AppLink } from './components/AppLink';
export { OnNavyLink } from './components/OnNavyLink';
export { Honeypot } from './components/Honeypot';
export { PageHero } from './components/PageHero';
export { QueryState } from './components/QueryState';
export { TextField } from './components/TextField';

// The public surface of features/news: what pages and other features may import (lint: forge/feature-zones).
export { useArticle, useNews } from './api';
export type { Article, ArticleSummary } from './api';
export { ArticleMeta } from './components/ArticleMeta';

import { useApi } from '@forge/shell-sdk';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';

export type { Article, ArticleSummary } from '@forge/shell-sdk';

export const useNews = () => useApi(CONTENT_API.listNews);
export const useArticle = (slug: string) => useApi(CONTENT_API.getArticle, { params: { slug } });

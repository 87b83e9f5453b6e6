import { useQuery } from '@forge/shell-sdk';

export interface ArticleSummary {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: string;
  author: string;
  publishedAt: string;
  readMinutes: number;
}

export interface Article extends ArticleSummary {
  body: { heading: string; paragraphs: string[] }[];
}

export const useNews = () => useQuery<{ items: ArticleSummary[] }>({ queryKey: ['/api/news'] });
export const useArticle = (slug: string) => useQuery<Article>({ queryKey: [`/api/news/${encodeURIComponent(slug)}`] });

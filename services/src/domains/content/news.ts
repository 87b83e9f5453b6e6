import { AppError } from '../../lib/app-error.js';
import { publicTestimonials } from './admin-testimonials.js';
import { NewsArticleModel } from './model.js';

/** News articles and the customer testimonials shown beside them on the landing pages. */
export function createNewsService() {
  return {
    async listNews() {
      const articles = await NewsArticleModel.find({}, { body: 0 }).sort({ publishedAt: -1 }).lean();
      return { items: articles.map(({ _id, ...rest }) => ({ id: String(_id), ...rest })) };
    },

    async getNews(slug: string) {
      const article = await NewsArticleModel.findOne({ slug: slug.toLowerCase() }).lean();
      if (!article) throw AppError.notFound(`No article matches "${slug}".`);
      const { _id, ...rest } = article;
      return { id: String(_id), ...rest };
    },

    /** Approved testimonials only, in the admins' order. */
    listTestimonials: publicTestimonials,
  };
}

import { CareerModel, NewsArticleModel, PresentationModel, TestimonialModel } from './model.js';
import { careers } from './seed/careers.js';
import { news } from './seed/news.js';
import presentationData from './seed/presentations.json' with { type: 'json' };
import { testimonials } from './seed/testimonials.js';

/** Customer presentations and the August CDL update, kept as data (slugs stored lowercase). */
const presentations = presentationData.map((presentation) => ({ ...presentation, presentedAt: new Date(presentation.presentedAt) }));

/**
 * Seeds careers, news, testimonials and presentations into any of those collections that is empty, so a fresh
 * `npm start` shows real content while admin edits are never overwritten. Needs an open mongoose connection.
 * Returns how many documents were inserted per collection.
 */
export async function seedContentIfEmpty(): Promise<Record<'careers' | 'news' | 'testimonials' | 'presentations', number>> {
  const seedOne = async (model: { countDocuments(): Promise<number>; insertMany(docs: unknown[]): Promise<unknown[]>; init(): Promise<unknown> }, docs: unknown[]) => {
    await model.init();
    if ((await model.countDocuments()) > 0) return 0;
    await model.insertMany(docs);
    return docs.length;
  };
  return {
    careers: await seedOne(CareerModel, careers),
    news: await seedOne(NewsArticleModel, news),
    testimonials: await seedOne(TestimonialModel, testimonials),
    presentations: await seedOne(PresentationModel, presentations),
  };
}

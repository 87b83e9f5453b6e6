import { AppError } from '../../lib/app-error.js';
import { PresentationModel } from './model.js';

/** Customer and event presentations (decks with slides). */
export function createPresentationsService() {
  return {
    async listPresentations(kind: 'customer' | 'event' | undefined) {
      const decks = await PresentationModel.find(kind ? { kind } : {}).sort({ presentedAt: -1 }).lean();
      return { items: decks.map(({ _id, slides, ...rest }) => ({ id: String(_id), slideCount: slides.length, ...rest })) };
    },

    async getPresentation(slug: string) {
      const deck = await PresentationModel.findOne({ slug: slug.toLowerCase() }).lean();
      if (!deck) throw AppError.notFound(`No presentation matches "${slug}".`);
      const { _id, ...rest } = deck;
      return { id: String(_id), ...rest };
    },
  };
}

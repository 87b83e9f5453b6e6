import { useApi } from '@forge/shell-sdk';
import { CONTENT_API } from '@forge/shell-sdk/api-contract';

export type { Presentation, PresentationSummary, Slide } from '@forge/shell-sdk';

export const usePresentations = () => useApi(CONTENT_API.listPresentations, { query: { kind: 'customer' } });
export const usePresentation = (slug: string) => useApi(CONTENT_API.getPresentation, { params: { slug: slug.toLowerCase() } });

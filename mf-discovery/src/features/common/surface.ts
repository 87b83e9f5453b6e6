/** The white, thin-bordered surface of discovery's cards and panels (sections, card links, chips, the filter panel). */
export const cardSurface = { bg: 'white', borderWidth: '1px', borderColor: 'border' } as const;

// Style pieces shared by the links and buttons on the navy bars (header, account band, footer).

/** The label of a link in a navy bar: small, medium weight, on one line. */
export const barLinkLabel = { fontSize: 'sm', fontWeight: 'medium', whiteSpace: 'nowrap' } as const;

/** The keyboard focus ring on navy; a negative `offset` draws it inside (tabs, list rows). */
export const navyFocusRing = (offset = '2px') => ({ outline: '2px solid', outlineColor: 'brand.400', outlineOffset: offset });

import { textFields } from './stored-fields.js';

describe('textFields', () => {
  it('reads each named field, with an empty string where it is missing or null, and nothing else', () => {
    const doc: { name?: string | null; title?: string | null; email: string } = { name: 'Ada', title: null, email: 'ada@forge.test' };
    expect(textFields(doc, ['name', 'title'])).toEqual({ name: 'Ada', title: '' });
  });
});

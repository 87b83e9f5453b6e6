import { md, mdLink, plainText, SAME_ORIGIN_PATH } from './markdown.js';

describe('answer markdown escaping', () => {
  const planted = 'Name](//evil.example/phish) [Co';

  it('escapes every markup character of a data value, so it cannot close or open a link', () => {
    expect(md(planted)).toBe('Name\\](//evil.example/phish) \\[Co');
    expect(md('**bold** `code` _x_ a\\b')).toBe('\\*\\*bold\\*\\* \\`code\\` \\_x\\_ a\\\\b');
    expect(md('line\n- item\u202e')).toBe('line - item ');
    expect(plainText(`1. ${mdLink(planted, '/company/s1')}`)).toBe(`1. ${planted}`);
  });

  it('links only same-origin paths', () => {
    expect(SAME_ORIGIN_PATH.test('/company/s1')).toBe(true);
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', 'company/s1', '/a b']) expect(SAME_ORIGIN_PATH.test(bad)).toBe(false);
    expect(mdLink('Acme', '//evil.example')).toBe('Acme');
    expect(mdLink('Acme [1]', '/company/s1')).toBe('[Acme \\[1\\]](/company/s1)');
  });
});

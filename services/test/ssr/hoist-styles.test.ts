// The shell server's hoisting of emotion's inline styles into <head> (shell/server/ssr/hoist-styles.mjs).
type Hoist = (html: string) => { head: string; body: string };
const { hoistEmotionStyles } = (await import('../../../shell/server/ssr/hoist-styles.mjs' as string)) as { hoistEmotionStyles: Hoist };

const style = (names: string, css: string) => `<style data-emotion="${names}">${css}</style>`;

describe('hoistEmotionStyles', () => {
  it('moves the styles to one tag in <head>, in order, each style once (a kept frame part brings its own copy)', () => {
    const html =
      style('css-global g1', 'html{margin:0}') +
      '<main>' + style('css a1', '.css-a1{color:red}') + '<p class="css-a1">page</p></main>' +
      '<footer>' + style('css b2', '.css-b2{padding:0}') + style('css a1', '.css-a1{color:red}') + '<p class="css-a1 css-b2">footer</p></footer>';
    const { head, body } = hoistEmotionStyles(html);
    expect(body).toBe('<main><p class="css-a1">page</p></main><footer><p class="css-a1 css-b2">footer</p></footer>');
    expect(head).toBe('<style data-forge-styles="css-global g1">html{margin:0}</style><style data-forge-styles="css a1 b2">.css-a1{color:red}.css-b2{padding:0}</style>');
  });
});

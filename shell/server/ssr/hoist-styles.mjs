// Emotion writes each new style as a <style> tag in the body, just before the first element that uses it (a company
// page has ~110). The browser's emotion cache moves every one of them into <head> before hydrating, one DOM move
// and style recalculation each, on a phone's busy main thread. The server puts them there instead: the globals as
// they are, the component styles as one tag naming all their ids.
// The tags are marked with our own attribute, not emotion's: emotion's cache moves every `data-emotion` tag it
// finds to the end of <head>, even one already there, and a moved sheet is parsed and the page restyled again. The
// SDK's ForgeUIProvider tells emotion's cache about the ids instead (SERVER_STYLES_ATTRIBUTE in `ui.tsx`).

/** The attribute the hoisted tags carry (the SDK's SERVER_STYLES_ATTRIBUTE). */
const SERVER_STYLES_ATTRIBUTE = 'data-forge-styles';

const EMOTION_STYLE = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g;

/** `html` without its emotion <style> tags, and the tags for <head>, in document order. */
export function hoistEmotionStyles(html) {
  const globals = [];
  const ids = [];
  let css = '';
  const seen = new Set();
  const body = html.replace(EMOTION_STYLE, (tag, attribute, content) => {
    const [key, ...names] = attribute.split(' ');
    // Only server-rendered tags name their style ids after the key; anything else stays where it is.
    if (names.length === 0) return tag;
    // A part of the frame kept from an earlier render (shell/src/server/frame-parts.tsx) brings all its styles,
    // some already written by the page: each once.
    if (names.every((name) => seen.has(`${key} ${name}`))) return '';
    for (const name of names) seen.add(`${key} ${name}`);
    if (key !== 'css') {
      globals.push(`<style ${SERVER_STYLES_ATTRIBUTE}="${attribute}">${content}</style>`);
      return '';
    }
    ids.push(...names);
    css += content;
    return '';
  });
  const merged = ids.length > 0 ? `<style ${SERVER_STYLES_ATTRIBUTE}="css ${ids.join(' ')}">${css}</style>` : '';
  return { head: globals.join('') + merged, body };
}

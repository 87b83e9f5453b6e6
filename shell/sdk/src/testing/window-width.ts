/**
 * Runs the tests of the surrounding `describe` at a window width (e.g. 390 for a phone), the width the media
 * queries of the jest setup read, and puts the previous width back after each.
 */
export function atWindowWidth(width: number): void {
  let previous = window.innerWidth;
  beforeEach(() => {
    previous = window.innerWidth;
    Object.assign(window, { innerWidth: width });
  });
  afterEach(() => Object.assign(window, { innerWidth: previous }));
}

import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { staticMediaQueryList } from './media-query';

// jsdom lacks what Chakra/zag and our pages use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });
// A test of server code runs in Node (`@jest-environment node`): no DOM to complete.
if (typeof window !== 'undefined') {
  if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);
  Element.prototype.scrollTo = Element.prototype.scrollTo ?? function scrollTo() {};
  Element.prototype.scrollIntoView = Element.prototype.scrollIntoView ?? function scrollIntoView() {};
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  if (!globalThis.PointerEvent) {
    class PointerEventStub extends MouseEvent {
      pointerId: number;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
      }
    }
    Object.assign(globalThis, { PointerEvent: PointerEventStub });
  }
  Element.prototype.setPointerCapture = Element.prototype.setPointerCapture ?? (() => undefined);
  Element.prototype.releasePointerCapture = Element.prototype.releasePointerCapture ?? (() => undefined);
  Element.prototype.hasPointerCapture = Element.prototype.hasPointerCapture ?? (() => false);
}
if (!globalThis.structuredClone) {
  globalThis.structuredClone = <T,>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
}

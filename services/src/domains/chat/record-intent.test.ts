import { understand } from './intent.js';
import { orderStatusOf, partFiltersOf, partFocus, partNumberIn } from './record-intent.js';

const intent = (text: string, hasUpload = false) => understand(text, { hasUpload }).intent;

describe('questions over orders, the part master and waiting messages', () => {
  it('reads orders, and leaves "minimum order" and "sort by" to the others', () => {
    expect(intent('List my purchase orders')).toBe('orders');
    expect(intent('Which of my orders have shipped?')).toBe('orders');
    expect(intent('What is the status of PO-20261129-3F9A2C?')).toBe('orders');
    expect(intent('CNC shops in Ohio with no minimum order')).not.toBe('orders');
    expect(orderStatusOf('which orders are in production?')).toBe('in-production');
    expect(orderStatusOf('which of my orders have shipped?')).toBe('shipped');
    expect(orderStatusOf('list my orders')).toBeNull();
  });

  it('reads the part master before "draft", and keeps BOM part questions in a BOM conversation', () => {
    expect(intent('Which parts in my part master are still drafts?')).toBe('parts');
    expect(partFiltersOf('which parts in my part master are still drafts?')).toEqual({ state: 'draft' });
    expect(intent('Where is BRK-100 used?')).toBe('part');
    expect(intent('What revision is GBX-ASM-1 at?')).toBe('part');
    expect(partNumberIn('where is GBX-ASM-1 used?')).toBe('GBX-ASM-1');
    expect(partFocus('where is BRK-100 used?')).toBe('where-used');
    expect(partFocus('what revision is BRK-100 at?')).toBe('revisions');
    expect(intent('Which parts need machining?', true)).toBe('bom-lines');
    expect(intent('Draft an RFQ for the custom lines', true)).toBe('draft-rfq');
  });

  it('reads waiting messages, not "what questions can you answer"', () => {
    expect(intent('Any messages waiting on my RFQs?')).toBe('messages');
    expect(intent('Which suppliers asked questions I have not answered?')).toBe('messages');
    expect(intent('What questions can you answer?')).not.toBe('messages');
  });
});

import { readRefinement } from './state.js';

describe('follow-ups that refine the last result', () => {
  it.each([
    ['only the verified ones', { op: 'verified' }],
    ['just verified', { op: 'verified' }],
    ['which of them are verified?', { op: 'verified' }],
    ['within 50 miles', { op: 'radius', miles: 50 }],
    ['sort by lead time', { op: 'sort', by: 'leadTime' }],
    ['sort them by distance', { op: 'sort', by: 'distance' }],
    ['order by price', { op: 'sort', by: 'price' }],
    ['which has the largest quantity?', { op: 'extreme', by: 'quantity', largest: true }],
    ['which one has the shortest lead time', { op: 'extreme', by: 'leadTime', largest: false }],
    ['the second one', { op: 'pick', index: 2 }],
    ['tell me more about the third supplier', { op: 'pick', index: 3 }],
    ['the last one', { op: 'pick', index: -1 }],
    ['number 4', { op: 'pick', index: 4 }],
  ])('%s', (text, expected) => {
    expect(readRefinement(text)).toEqual(expected);
  });

  it.each(['within 50 miles of Dayton, OH', 'who does first article inspection in Ohio?', 'which lines need machining?', 'who does anodizing in Michigan'])('%s is a new question', (text) => {
    expect(readRefinement(text)).toBeNull();
  });
});

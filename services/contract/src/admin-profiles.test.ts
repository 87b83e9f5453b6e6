import { profileCompleteness } from './admin-profiles.js';

const long = 'A family-owned machine shop making precision aerospace and medical parts on five-axis mills since 1979.';

describe('profileCompleteness', () => {
  it('scores each of the five parts as 20 and names the missing ones in order', () => {
    expect(profileCompleteness({})).toEqual({ score: 0, missing: ['description', 'capabilities', 'certifications', 'photos', 'contact'] });
    expect(profileCompleteness({ description: long, capabilities: ['cnc-milling'], certifications: [{}], photos: [{}], contact: { email: 'a@b.co', phone: '' } })).toEqual({ score: 100, missing: [] });
    expect(profileCompleteness({ description: long, capabilities: ['cnc-milling'], contact: { email: '', phone: '937 555 0100' } })).toEqual({ score: 60, missing: ['certifications', 'photos'] });
  });

  it('does not count a short description or a blank contact', () => {
    expect(profileCompleteness({ description: '  Machining.  ', contact: { email: '  ', phone: '' } }).missing).toEqual(expect.arrayContaining(['description', 'contact']));
  });
});

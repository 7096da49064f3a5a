import { describe, expect, it } from 'vitest';
import { entryModeOf, stepNameOf, stepPath } from './step-paths.ts';

describe('order form paths', () => {
  it('keeps the language segment when the server names a step without one', () => {
    expect(stepPath('jp', { name: 'details', url: '/researcher/submit/details' })).toBe('/jp/researcher/submit/details');
  });

  it('replaces a language segment the server put in the step url', () => {
    expect(stepPath('br', { name: 'details', url: '/en/researcher/submit/details' })).toBe('/br/researcher/submit/details');
  });

  it('builds the path from the step name when there is no url', () => {
    expect(stepPath('en', { name: 'get-started' })).toBe('/en/researcher/submit/get-started');
  });

  it('reaches get-started by upload and manuscript-services by select', () => {
    expect(stepNameOf('upload')).toBe('get-started');
    expect(stepNameOf('select')).toBe('manuscript-services');
    expect(stepNameOf('checkout')).toBeNull();
  });

  it('treats a bare /submit as resume, and new and reset as entry points', () => {
    expect(entryModeOf(undefined)).toBe('resume');
    expect(entryModeOf('new')).toBe('new');
    expect(entryModeOf('reset')).toBe('reset');
    expect(entryModeOf('details')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { boundedStep, resolveStep, stepParams } from './step-params';

const sections = [{ key: 'property-details' }, { key: 'buyer-details' }, { key: 'additional' }];
const at = (query: string) => resolveStep(sections, new URLSearchParams(query));

describe('resolveStep', () => {
  it('opens the first section (property details) by default', () => {
    expect(at('property=p1')).toEqual({ index: 0, key: 'property-details' });
  });

  it('follows an in-range stepIndex', () => {
    expect(at('stepIndex=2')).toEqual({ index: 2, key: 'additional' });
  });

  it('lets a known form key name the section', () => {
    expect(at('stepIndex=0&form=buyer-details')).toEqual({ index: 1, key: 'buyer-details' });
  });

  it.each(['stepIndex=3', 'stepIndex=-1', 'stepIndex=1.5', 'stepIndex=abc', 'stepIndex=1e1', 'stepIndex='])(
    'falls back to the first step for %s',
    (query) => {
      expect(at(query)).toEqual({ index: 0, key: 'property-details' });
    },
  );

  it('ignores an unknown form key and uses the index', () => {
    expect(at('form=closing&stepIndex=1')).toEqual({ index: 1, key: 'buyer-details' });
  });
});

describe('boundedStep', () => {
  it('keeps Previous and Next inside the form', () => {
    expect(boundedStep(sections, 0, -1)).toBe(0);
    expect(boundedStep(sections, 0, 1)).toBe(1);
    expect(boundedStep(sections, 2, 1)).toBe(2);
  });
});

describe('stepParams', () => {
  it('writes both parameters and keeps the property', () => {
    const next = stepParams(new URLSearchParams('property=p1&stepIndex=0'), sections, 2);
    expect(next.toString()).toBe('property=p1&stepIndex=2&form=additional');
  });
});

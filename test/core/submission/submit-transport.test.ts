import { describe, expect, it } from 'vitest';
import { usesHiddenFrame } from '../../../src/core/submission/submit-transport';
import { normalizedDefinition } from '../builders';
import { wireDefinition, wireField, wireGroup } from '../../store/wire-definition';

const definitionWith = (metaData: { name: string; value: string }[]) =>
  normalizedDefinition(wireDefinition({ groups: [wireGroup([wireField({ name: 'email' })])], metaData }));

describe('usesHiddenFrame', () => {
  it('posts a form with the raw-HTML metadata flag into the hidden frame', () => {
    expect(usesHiddenFrame(definitionWith([{ name: 'renderRawHtml', value: 'true' }]))).toBe(true);
  });

  it('sends every other form by fetch', () => {
    expect(usesHiddenFrame(definitionWith([]))).toBe(false);
    expect(usesHiddenFrame(definitionWith([{ name: 'renderRawHtml', value: 'false' }]))).toBe(false);
  });
});

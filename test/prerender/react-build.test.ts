import { describe, expect, it } from 'vitest';
import { reactBuild } from '../../src/prerender/react-build';

describe('reactBuild', () => {
  it('names the development build the test runner loads (NODE_ENV=test)', () => {
    expect(process.env.NODE_ENV).toBe('test');
    expect(reactBuild()).toBe('development');
  });
});

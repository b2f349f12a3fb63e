import { describe, expect, it } from 'vitest';
import { completionText } from './completion';

describe('completionText', () => {
  it('states the output as a share of the commitment with one decimal', () => {
    expect(completionText(450, 600)).toBe('75.0');
    expect(completionText(1234.5, 1000)).toBe('123.5');
  });
  it('counts a base that harvested nothing yet as 0 and says -- without a commitment', () => {
    expect(completionText(null, 600)).toBe('0.0');
    expect(completionText(10, 0)).toBe('--');
    expect(completionText(10, null)).toBe('--');
  });
});

import { describe, expect, it } from 'vitest';
import { readFileAsDataUrl } from './file-data-url';

describe('readFileAsDataUrl', () => {
  it('reads a file as a data URL of its type', async () => {
    const file = new File(['panel'], 'panel.txt', { type: 'text/plain' });
    await expect(readFileAsDataUrl(file)).resolves.toBe(`data:text/plain;base64,${btoa('panel')}`);
  });
});

import { describe, expect, it } from 'vitest';
import { fileSize } from './file-size';

describe('fileSize', () => {
  it('gives whole kilobytes rounded up below 1 MB, never 0', () => {
    expect(fileSize(0, 'ru')).toEqual({ unit: 'kb', value: '1' });
    expect(fileSize(1539, 'ru')).toEqual({ unit: 'kb', value: '2' });
    expect(fileSize(245 * 1024, 'en')).toEqual({ unit: 'kb', value: '245' });
    expect(fileSize(1024 * 1024 - 1, 'en')).toEqual({ unit: 'kb', value: '1024' });
  });

  it('gives megabytes with one decimal in the language’s notation', () => {
    expect(fileSize(1.25 * 1024 * 1024, 'ru')).toEqual({ unit: 'mb', value: '1,3' });
    expect(fileSize(1.25 * 1024 * 1024, 'en')).toEqual({ unit: 'mb', value: '1.3' });
    expect(fileSize(3 * 1024 * 1024, 'en')).toEqual({ unit: 'mb', value: '3' });
  });
});

import { describe, expect, it } from 'vitest';
import { getLoadingCount, startLoading, stopLoading, trackLoading } from './loading.ts';

describe('loading counter', () => {
  it('counts nested work and never goes below zero', () => {
    startLoading();
    startLoading();
    expect(getLoadingCount()).toBe(2);
    stopLoading();
    stopLoading();
    stopLoading();
    expect(getLoadingCount()).toBe(0);
  });

  it('releases tracked work on failure too', async () => {
    const failing = trackLoading(async () => {
      throw new Error('boom');
    });
    expect(getLoadingCount()).toBe(1);
    await expect(failing).rejects.toThrow('boom');
    expect(getLoadingCount()).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeToWindowFocus } from './focus-events.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('subscribeToWindowFocus', () => {
  it('is a no-op outside a browser', () => {
    expect(typeof window).toBe('undefined');
    const stop = subscribeToWindowFocus(() => {});
    expect(() => stop()).not.toThrow();
  });

  it('fires on window focus and on visibilitychange to visible, until stopped', () => {
    const fakeWindow = new EventTarget();
    const fakeDocument = Object.assign(new EventTarget(), { visibilityState: 'hidden' });
    vi.stubGlobal('window', fakeWindow);
    vi.stubGlobal('document', fakeDocument);
    const onFocus = vi.fn();
    const stop = subscribeToWindowFocus(onFocus);

    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    expect(onFocus).not.toHaveBeenCalled();
    fakeDocument.visibilityState = 'visible';
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    fakeWindow.dispatchEvent(new Event('focus'));
    expect(onFocus).toHaveBeenCalledTimes(2);

    stop();
    fakeDocument.dispatchEvent(new Event('visibilitychange'));
    fakeWindow.dispatchEvent(new Event('focus'));
    expect(onFocus).toHaveBeenCalledTimes(2);
  });
});

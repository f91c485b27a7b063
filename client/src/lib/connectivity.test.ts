import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { mockFetch } from '../testing/fetch-mock.js';
import { noteServerAnswer, PROBE_INTERVAL_MS, useOffline } from './connectivity.js';

describe('connectivity (issue 14)', () => {
  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it("counts no answer and a proxy's 502 or 504 as out of reach; any other answer, errors too, as in reach", () => {
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(false);
    for (const [status, offline] of [[null, true], [500, false], [502, true], [404, false], [504, true], [200, false], [503, false]] as const) {
      act(() => noteServerAnswer(status));
      expect([status, result.current]).toEqual([status, offline]);
    }
  });

  it('ignores failures while the browser is offline: the browser state says it already', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    const { result } = renderHook(() => useOffline());
    expect(result.current).toBe(true);
    act(() => noteServerAnswer(null));
    Reflect.deleteProperty(navigator, 'onLine');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(false);
  });

  it('asks GET /health every interval while the server is out of reach, and stops once it answers', async () => {
    jest.useFakeTimers();
    let up = false;
    const { calls } = mockFetch(() => {
      if (!up) throw new TypeError('Failed to fetch');
      return { body: { status: 'ok' } };
    });
    const { result } = renderHook(() => useOffline());
    act(() => noteServerAnswer(null));
    expect(result.current).toBe(true);
    await act(() => jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
    expect(calls.map((call) => call.url)).toEqual(['/health']);
    expect(result.current).toBe(true);
    up = true;
    await act(() => jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS));
    expect(result.current).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3));
    expect(calls).toHaveLength(2);
  });
});

import { renderHook } from '@testing-library/react';
import { submissionSignature, useAttemptKey } from './use-attempt-key.js';

describe('the Idempotency-Key of a submission', () => {
  it('keeps the key while the same details are sent again, and changes it for other details or after a success', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.keyFor('amount=100');
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(result.current.keyFor('amount=100')).toBe(first);
    const other = result.current.keyFor('amount=101');
    expect(other).not.toBe(first);
    result.current.succeeded();
    expect(result.current.keyFor('amount=101')).not.toBe(other);
  });

  it('tells files apart by name, size and time, and plain values by content', () => {
    const a = new File(['abc'], 'a.png', { lastModified: 1 });
    const b = new File(['abcd'], 'a.png', { lastModified: 1 });
    expect(submissionSignature({ amount: '5', file: a })).toBe(submissionSignature({ amount: '5', file: new File(['xyz'], 'a.png', { lastModified: 1 }) }));
    expect(submissionSignature({ amount: '5', file: a })).not.toBe(submissionSignature({ amount: '5', file: b }));
    expect(submissionSignature({ amount: '5' })).not.toBe(submissionSignature({ amount: '6' }));
  });
});

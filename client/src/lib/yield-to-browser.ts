/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer the
 * player in between (issue 14: a phone's total blocking time). `scheduler.yield()` where the
 * browser has it, else a message to itself (no 4 ms timer clamp), else a timer.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        // Closed, or the port would keep a test's process alive.
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once the browser has painted the next frame: what is on screen now reaches the
 * player before the work that follows. Where nothing paints (no animation frames), only
 * the task ends. A hidden tab paints nothing: there it waits until the tab is shown.
 */
export function afterNextPaint(): Promise<void> {
  if (typeof requestAnimationFrame !== 'function') return yieldToBrowser();
  return new Promise((resolve) => requestAnimationFrame(() => void yieldToBrowser().then(resolve)));
}

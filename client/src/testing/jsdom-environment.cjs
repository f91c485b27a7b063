// jsdom lacks the Fetch API classes that react-router's data router uses (Request,
// AbortSignal...) and WebCrypto's `crypto.subtle` (the proof page's checks). Node has the
// standard ones; hand them to the jsdom window so both sides agree on one AbortSignal class.
const { TestEnvironment } = require('jest-environment-jsdom');

const FROM_NODE = [
  'TextEncoder', 'TextDecoder', 'ReadableStream', 'Blob', 'Headers', 'Request', 'Response', 'fetch',
  'AbortController', 'AbortSignal', 'structuredClone', 'BroadcastChannel',
];

class JsdomWithFetch extends TestEnvironment {
  constructor(...args) {
    super(...args);
    for (const name of FROM_NODE) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
    // jsdom's own `crypto` (getRandomValues only) is a getter: replaced by Node's WebCrypto.
    Object.defineProperty(this.global, 'crypto', { value: globalThis.crypto, configurable: true, writable: true });
  }
}

module.exports = JsdomWithFetch;

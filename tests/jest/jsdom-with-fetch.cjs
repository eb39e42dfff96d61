// jsdom lacks the TextEncoder that react-router needs at import time and the fetch that
// RTK Query calls; lend it Node's own.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  async setup() {
    await super.setup();
    const g = this.global;
    Object.assign(g, {
      TextEncoder,
      TextDecoder,
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetch;

// Test environment for the web project (happy-dom): jest-dom matchers, the browser APIs Mantine
// expects and happy-dom lacks, a fake WebSocket, a clean DOM and fetch mock after each test, no
// request the fetch mock has no route for (mock-api.ts), and no console.error:
// React reports act() warnings, key warnings and failed renders there, so each one fails the test.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { ActionMenu } from '../components/deferred-fields/action-menu';
import { DeferredTooltip } from '../components/deferred-fields/deferred-tooltip';
import { NumberField } from '../components/deferred-fields/number-field';
import { SelectField } from '../components/deferred-fields/select-field';
import { forgetRecentToasts } from '../lib/toast-news';
import { FakeWebSocket } from './fake-web-socket';
import { expectEveryRequestMocked } from './mock-api';
import { DESKTOP, setViewport } from './viewport';

// The fields whose code comes after the page's load (deferred-field.tsx) are the real ones from
// the first render here; deferred-field.test.tsx tests the look-alikes and the hand-over.
beforeAll(() => Promise.all([SelectField.preload(), NumberField.preload(), DeferredTooltip.preload(), ActionMenu.preload()]));

// Mantine pages are heavy for happy-dom; on a busy machine one second is not always enough.
configure({ asyncUtilTimeout: 5000 });

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}

if (!('fonts' in document) || !document.fonts) {
  // Textarea autosize listens for web fonts finishing loading.
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

// happy-dom runs animation-frame callbacks in a way Mantine's transitions never see (a menu
// dropdown stays `display: none`): run them as ordinary timers, as a browser effectively does.
const requestFrame = (callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), 0);
const cancelFrame = (handle: number) => window.clearTimeout(handle);
for (const scope of [window, globalThis]) {
  Object.assign(scope, { requestAnimationFrame: requestFrame, cancelAnimationFrame: cancelFrame });
}

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  // Signed-in pages open the real-time channel: never toward the network in a component test.
  FakeWebSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  // Still printed (so the stack is visible), and remembered for the check below.
  const print = console.error.bind(console);
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => print(...args));
});

afterEach(() => {
  cleanup();
  // What libraries leave in the body beside the rendered trees (Recharts' text-measuring span,
  // holding the last label it measured): files share a worker (isolate: false), and a later file's
  // `screen` queries would find it.
  document.body.replaceChildren();
  const logged = consoleError.mock.calls.map((args) => args.map(String).join(' '));
  consoleError.mockRestore();
  // The toast store is a module-level singleton: without this, toasts queue across tests.
  notifications.clean();
  forgetRecentToasts();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  setViewport(DESKTOP);
  expectEveryRequestMocked();
  expect(logged, 'console.error was called during the test').toEqual([]);
});

// A file whose last test ends while code it asked for is still loading (the page a redirect went
// to, a dialog's chunk fetched on intent) must not end with that import in flight: Vitest refuses
// the fetches still pending when a file ends, and since a worker keeps its modules from one file to
// the next (isolate: false), the half-loaded module stays cached as failed, so every later file in
// that worker importing it fails before its tests (decisions.md 107: two training page files, over
// the catalogue's filter module another file's redirect to /training had left loading).
afterAll(() => vi.dynamicImportSettled());

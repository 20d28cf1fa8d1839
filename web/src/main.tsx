import './styles';
import { nextTask } from './lib/next-task';

// The app starts in stages (decisions.md 98), each evaluated and run in a task of its own: the
// router and the question who is signed in (app/start-router.ts), then React DOM, the providers and
// the first render (app/start-render.tsx). Evaluated at once, the app's code was one task of
// 100-130 ms, the longest of a signed-in page's load, which a phone's slower processor stretches
// to several hundred milliseconds of blocked input. A route's HTML has fetched every stage's code
// already (scripts/route-pages.ts): a stage waits for no download, only for its turn.
const root = document.getElementById('root')!;

// A route whose HTML arrives with its page drawn (scripts/route-pages.ts) keeps that drawing until
// the app can put the same page in its place: the page's code loaded and the session answered,
// rather than a loading view in between. A slow answer is waited for a moment at most; then the
// app's own session loading view takes over.
const PRERENDERED_WAIT_MS = 1_000;

async function start() {
  const routerStage = await import('./app/start-router');
  await nextTask();
  const started = routerStage.startRouter();
  const renderStage = await import('./app/start-render');
  if (root.hasAttribute('data-prerendered')) {
    await Promise.race([started.pageReady, new Promise((resolve) => setTimeout(resolve, PRERENDERED_WAIT_MS))]);
  } else {
    await nextTask();
  }
  renderStage.renderApp(root, started);
}

void start();

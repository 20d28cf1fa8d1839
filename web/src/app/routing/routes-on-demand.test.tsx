import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Outlet, useLocation } from 'react-router';
import { renderRouter } from '../../test/render-with-app';
import { pageOnDemand } from './page-on-demand';
import { RoutesOnDemand, type RouteOnDemand } from './routes-on-demand';

/** A page's code that arrives when the test says so. */
function heldCode(name: string) {
  let deliver!: () => void;
  let fail!: () => void;
  const arrived = new Promise<void>((resolve, reject) => {
    deliver = resolve;
    fail = () => reject(new Error('The chunk failed to load'));
  });
  function Page() {
    const location = useLocation();
    return (
      <>
        <h1>{name}</h1>
        <p>{`${name} sees ${location.pathname}`}</p>
        <Link to="/first">First page</Link>
        <Link to="/second">Second page</Link>
      </>
    );
  }
  const load = vi.fn(() => arrived.then(() => Page));
  return { Page: pageOnDemand(load), load, deliver: () => act(async () => deliver()), fail: () => act(async () => fail()) };
}

function Layout() {
  return (
    <>
      <Link to="/first">Home</Link>
      <main>
        <Outlet />
      </main>
    </>
  );
}

function table() {
  const layout = heldCode('Layout');
  const layoutRoute = pageOnDemand(() => layout.load().then(() => Layout));
  const first = heldCode('First');
  const second = heldCode('Second');
  const routes: RouteOnDemand[] = [
    {
      Component: layoutRoute,
      children: [
        { path: '/first', Component: first.Page },
        { path: '/second', Component: second.Page },
      ],
    },
  ];
  return { routes, layout, first, second };
}

describe('routes fetched on demand', () => {
  it('shows the loading view until the first location\u2019s layout and page are both in, fetched together', async () => {
    const { routes, layout, first } = table();
    renderRouter(<RoutesOnDemand routes={routes} />, '/first');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(first.load).toHaveBeenCalledTimes(1);
    await layout.deliver();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await first.deliver();
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'First' }));
  });

  it('keeps the page before a navigation drawn, at its own location, until the next page\u2019s code is in', async () => {
    const user = userEvent.setup();
    const { routes, layout, first, second } = table();
    const { router } = renderRouter(<RoutesOnDemand routes={routes} />, '/first');
    await layout.deliver();
    await first.deliver();
    await user.click(await screen.findByRole('link', { name: 'Second page' }));

    expect(router.state.location.pathname).toBe('/second');
    expect(second.load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('First sees /first')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await second.deliver();
    expect(await screen.findByText('Second sees /second')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'First' })).not.toBeInTheDocument();
  });

  it('says a page could not load, under its layout, when its code fails, and asks again when next needed', async () => {
    const user = userEvent.setup();
    const { routes, layout, first, second } = table();
    renderRouter(<RoutesOnDemand routes={routes} />, '/first');
    await layout.deliver();
    await first.deliver();
    await user.click(await screen.findByRole('link', { name: 'Second page' }));
    await second.fail();

    const failure = await screen.findByRole('heading', { name: 'This page could not load' });
    expect(screen.getByRole('main')).toContainElement(failure);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();

    // The layout's links still work, and the failed page's code is asked for again when next needed.
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByText('First sees /first')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Second page' }));
    expect(second.load).toHaveBeenCalledTimes(2);
  });
});

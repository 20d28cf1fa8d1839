import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { renderRouter } from '../../test/render-with-app';
import { RoutesOnDemand, type RouteOnDemand } from './routes-on-demand';

const page = (name: string, next: string) =>
  function Page() {
    return (
      <>
        <h1>{name}</h1>
        <Link to={next}>Go on</Link>
      </>
    );
  };

const routes: RouteOnDemand[] = [
  { path: '/first', Component: page('First', '/second') },
  { path: '/second', Component: page('Second', '/second#reviews') },
];

function scrolledTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

describe('scrolling on a navigation', () => {
  afterEach(() => {
    scrolledTo(0);
    sessionStorage.clear();
  });

  it('opens a new page at its top, and back returns to where the page was left', async () => {
    const user = userEvent.setup();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { history } = renderRouter(<RoutesOnDemand routes={routes} />, '/first');
    expect(scrollTo).not.toHaveBeenCalled();

    scrolledTo(640);
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    expect(await screen.findByRole('heading', { name: 'Second' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(120);
    act(() => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'First' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('keeps the positions for a reload when the page is left', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRouter(<RoutesOnDemand routes={routes} />, '/first');
    scrolledTo(300);
    fireEvent(window, new Event('pagehide'));

    expect(JSON.parse(sessionStorage.getItem('pawsconnect-scroll-positions')!)).toEqual({ [router.state.location.key]: 300 });
  });

  it('scrolls to the element an address\u2019s #hash names', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const scrollIntoView = vi.fn();
    const { history } = renderRouter(
      <>
        <RoutesOnDemand routes={routes} />
        <section id="reviews" ref={(element) => void (element && (element.scrollIntoView = scrollIntoView))} />
      </>,
      '/second',
    );
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    await vi.waitFor(() => expect(history.location.hash).toBe('#reviews'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });
});

// React Router's navigate, the same function for as long as the component lives. In its declarative
// mode (decisions.md 104) useNavigate returns a new function whenever the location changes, so an
// effect that lists it (a toast, then a redirect) ran again after its own navigation; the data
// router's was stable. Calls go to the latest one: a relative path resolves from where the app is.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate as useRouterNavigate, type NavigateFunction, type NavigateOptions, type To } from 'react-router';

export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(
    ((to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? latest.current(to) : latest.current(to, options)) as NavigateFunction,
    [],
  );
}

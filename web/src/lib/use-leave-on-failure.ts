import { useEffect, useRef } from 'react';
import { useNavigate } from '../app/routing/use-navigate';
import { showErrorToast } from './toasts';

/**
 * When `failed` turns true, shows one error toast and replaces the page with `to` (the product (decisions.md 38): a pet
 * that cannot be loaded sends the owner back to the list). Returns a ref the page sets when it
 * leaves on its own (after a delete, say), so no failure toast follows.
 */
export function useLeaveOnFailure(failed: boolean, { title, message, to }: { title: string; message: string; to: string }) {
  const navigate = useNavigate();
  const leaving = useRef(false);
  useEffect(() => {
    if (!failed || leaving.current) return;
    leaving.current = true;
    showErrorToast(title, message);
    navigate(to, { replace: true });
  }, [failed, navigate, title, message, to]);
  return leaving;
}

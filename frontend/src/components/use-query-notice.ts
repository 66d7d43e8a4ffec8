import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Shows a notification for a query parameter a redirect left on the URL (e.g. `?verified=1` from the BFF), once,
 * then drops the parameters from the address so a reload or a shared link does not repeat the message.
 * `notice` maps the parameters to the action to run, or to undefined when there is nothing to say.
 */
export function useQueryNotice(
  keys: readonly string[],
  notice: (params: URLSearchParams) => (() => void) | undefined,
): void {
  const [params, setParams] = useSearchParams();
  const shown = useRef(false);
  const show = notice(params);

  useEffect(() => {
    if (shown.current || !show) return;
    shown.current = true;
    show();
    setParams(
      (current) => {
        keys.forEach((key) => current.delete(key));
        return current;
      },
      { replace: true },
    );
  }, [show, keys, setParams]);
}

import { useLocation } from 'react-router-dom';

/**
 * The token an e-mailed link carries. Links put it in the fragment (`#token=`): a fragment never reaches a server,
 * so no proxy or access log and no Referer holds it. `?token=` is still read for links mailed before that change.
 */
export function useLinkToken(): string {
  const { hash, search } = useLocation();
  const fromFragment = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return (fromFragment ?? new URLSearchParams(search).get('token') ?? '').trim();
}

import { PageShell } from './PageShell';

export function PublicLayout() {
  return <PageShell />;
}

import { NotificationBell } from '../../features/notifications/NotificationBell';
import { UserMenu } from '../../features/auth/UserMenu';
import { PageShell } from './PageShell';

export function AppLayout() {
  return (
    <PageShell
      headerActions={
        <>
          <NotificationBell />
          <UserMenu />
        </>
      }
    />
  );
}

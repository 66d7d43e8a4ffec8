import { NotificationBell } from '../../features/notifications/NotificationBell';
import { UserMenu } from '../../features/auth/UserMenu';
import { PurchaseGuideButton } from '../../features/purchase-guide/PurchaseGuideButton';
import { PageShell } from './PageShell';

export function AppLayout() {
  return (
    <PageShell
      headerActions={
        <>
          <PurchaseGuideButton />
          <NotificationBell />
          <UserMenu />
        </>
      }
    />
  );
}

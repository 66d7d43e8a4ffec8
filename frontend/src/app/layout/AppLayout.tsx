import { NotificationBell } from '../../features/notifications/NotificationBell';
import { UserMenu } from '../../features/auth/UserMenu';
import { PurchaseGuideButton } from '../../features/purchase-guide/PurchaseGuideButton';
import { PropertySearchInput } from '../../features/properties/PropertySearchInput';
import { PageShell } from './PageShell';

export function AppLayout() {
  return (
    <PageShell
      headerSearch={<PropertySearchInput />}
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

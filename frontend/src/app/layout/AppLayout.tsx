import { GuidedTour } from '../../features/guided-tour/GuidedTour';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { UserMenu } from '../../features/auth/UserMenu';
import { PurchaseGuideButton } from '../../features/purchase-guide/PurchaseGuideButton';
import { PropertySearchInput } from '../../features/properties/PropertySearchInput';
import { PageShell } from './PageShell';

export function AppLayout() {
  return (
    <>
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
      {/* The spec's guided tour belongs to the main layout; it runs on whichever page shows its three targets. */}
      <GuidedTour />
    </>
  );
}

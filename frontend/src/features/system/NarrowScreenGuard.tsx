import { Navigate, Outlet } from 'react-router-dom';
import { useIsNarrowScreen } from './narrow-screen';

export const MOBILE_DEVICE_PATH = '/mobile-device';

/** The signed-in app is built for larger screens; a phone is sent to /mobile-device (auth pages stay reachable). */
export function NarrowScreenGuard() {
  const narrow = useIsNarrowScreen();
  return narrow ? <Navigate to={MOBILE_DEVICE_PATH} replace /> : <Outlet />;
}

import { Navigate, Outlet } from 'react-router-dom';
import { useIsNarrowScreen } from './narrow-screen';

export const MOBILE_DEVICE_PATH = '/mobile-device';

/** The document editors need a larger screen; a phone opening one is sent to /mobile-device. */
export function NarrowScreenGuard() {
  const narrow = useIsNarrowScreen();
  return narrow ? <Navigate to={MOBILE_DEVICE_PATH} replace /> : <Outlet />;
}

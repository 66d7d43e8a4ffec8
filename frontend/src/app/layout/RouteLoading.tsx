import { Center, Loader } from '@mantine/core';

/**
 * What a lazily loaded page shows while its chunk downloads: the theme's loader (role="status", so its name is
 * announced), as tall as a page — the whole screen, or the space between the header and the footer — so nothing jumps
 * when the page arrives.
 */
export function RouteLoading({ fullPage }: { fullPage: boolean }) {
  return (
    <Center h={fullPage ? '100vh' : undefined} mih={fullPage ? undefined : '60vh'}>
      <Loader aria-label="Loading page" />
    </Center>
  );
}

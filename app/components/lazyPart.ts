import {lazy, type ComponentType} from 'react';

/**
 * A part drawn from a file of its own (the header's menus, decision 087), with what to show when
 * that file cannot be fetched. `Component` is the part to draw; after a failure, `retry()` (called
 * when the part is closed) makes the next drawing fetch the file again, where `React.lazy` alone
 * would keep the failure until the page is reloaded.
 */
export function lazyPart<P extends object>(load: () => Promise<{default: ComponentType<P>}>, Unavailable: ComponentType<P>) {
  let failed = false;
  const attempt = () =>
    lazy(() =>
      load().catch(() => {
        failed = true;
        return {default: Unavailable};
      }),
    );
  const part = {
    Component: attempt(),
    retry() {
      if (!failed) return;
      failed = false;
      part.Component = attempt();
    },
  };
  return part;
}

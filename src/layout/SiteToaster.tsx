import { effect } from '@preact/signals-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { toastQueue } from '../state/toasts.ts';

// react-toastify is about 10 KB gzip that the home page never needs: it loads
// with the first toast asked for, not with the app.
const Toaster = lazy(() => import('../ui/Toaster.tsx').then(({ Toaster }) => ({ default: Toaster })));

/**
 * The host site's one toaster, mounted by the layout so it outlives every route:
 * a toast asked for just before an in-app navigation (sign-up, then /login)
 * shows on the next screen for its full time. It renders nothing, and loads
 * nothing, until the first toast is asked for; from then on it stays mounted.
 */
export function SiteToaster() {
  const [wanted, setWanted] = useState(false);
  // In an effect, not during render: the prerendered HTML has no toaster, and a
  // toast queued before hydration (the shop's storage timing out) must not
  // make the first render differ from it.
  useEffect(
    () =>
      effect(() => {
        if (toastQueue.value.length > 0) setWanted(true);
      }),
    [],
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

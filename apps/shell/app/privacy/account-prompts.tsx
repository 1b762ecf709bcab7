import { isTransferRequested, shouldOpenTransferModal } from "@parlay/domain/players/pure";
import { lazy, Suspense, useEffect, useState } from "react";

// Both dialogs load only for the visitors who see them.
const TransferModal = lazy(() => import("./transfer-modal.tsx").then((m) => ({ default: m.TransferModal })));
const ConvertReminder = lazy(() =>
  import("./convert-reminder.tsx").then((m) => ({ default: m.ConvertReminder })),
);

/**
 * The user-transfer modal (spec 001 §4: opens when the transfer flag `user_transfer` is in the
 * address, not on the registration route, not with the bypass query `skip_transfer`) and, for a
 * signed-in player, the HRK account-conversion reminder.
 */
export function AccountPrompts({ routeId, authenticated }: { routeId: string; authenticated: boolean }) {
  const [transfer, setTransfer] = useState(false);
  useEffect(() => {
    const query = Object.fromEntries(new URLSearchParams(window.location.search));
    setTransfer(shouldOpenTransferModal({ required: isTransferRequested(query), routeName: routeId, query }));
  }, [routeId]);
  return (
    <Suspense fallback={null}>
      {transfer ? <TransferModal open onClose={() => setTransfer(false)} /> : null}
      {authenticated ? <ConvertReminder /> : null}
    </Suspense>
  );
}

import { Suspense, use, useEffect } from "react";
import type { PageData } from "../server/page-loader.server.ts";
import { couponModule, loadCoupon } from "./coupon-early.ts";
import "./coupon.css";

/**
 * The coupon of the default layout, its code loaded when needed (coupon-early.ts). The server
 * renders it in full; in the browser the boundary keeps the server's markup until the code has
 * arrived, then hydrates it. The stylesheet stays with the page (it is inlined in the head).
 */
export function CouponSlot({ page }: { page: PageData }) {
  return (
    <Suspense fallback={<LoadNow />}>
      <Coupon page={page} />
    </Suspense>
  );
}

function Coupon({ page }: { page: PageData }) {
  const { CouponHost } = use(couponModule(page.authenticated));
  return <CouponHost page={page} />;
}

/**
 * Shown only if React gives up the server's markup (an update reached the boundary before its code
 * did): then the code is wanted at once.
 */
function LoadNow() {
  useEffect(() => loadCoupon(), []);
  return null;
}

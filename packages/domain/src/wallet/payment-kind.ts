/** A deposit (recharge) brings money in; a withdrawal (deduce) pays it out. */
export type PaymentKind = "deposit" | "withdrawal";

declare const brand: unique symbol;

/** A nominal ("branded") type: a T that has been checked by a guard or constructor of this package. */
export type Brand<T, B extends string> = T & { readonly [brand]: B };

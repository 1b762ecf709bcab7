import type { ConfigGroupName, configGroupSchemas, RequestDerivedField } from "@parlay/domain/config";
import type { z } from "zod";

/** What a config row may hold for a group: the schema's input, minus what the store derives. */
export type GroupData<K extends ConfigGroupName> = Omit<
  z.input<(typeof configGroupSchemas)[K]>,
  RequestDerivedField
>;

type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [P in keyof T]?: DeepPartial<T[P]> }
    : T;

/** An override row: any subset of the group's fields; nested objects merge, arrays replace. */
export interface OverrideRow<K extends ConfigGroupName = ConfigGroupName> {
  group_name: K;
  /** '*' or a lower-case ISO alpha-2 code. */
  country: string;
  /** '*' or a two-letter language code. */
  lang: string;
  data: DeepPartial<GroupData<K>>;
}

/** Builds a typed override row (the generic ties `data` to the group's schema). */
export function override<K extends ConfigGroupName>(
  group_name: K,
  country: string,
  lang: string,
  data: DeepPartial<GroupData<K>>,
): OverrideRow<K> {
  return { group_name, country, lang, data };
}

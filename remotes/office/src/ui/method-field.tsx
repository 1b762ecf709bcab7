import type { MethodView } from "../api/types.ts";
import type { OfficeDictionary } from "../i18n/index.ts";

/** The method's name in the player's language; the server's English name for a method we do not know. */
export function methodName(method: { id: string; name?: string }, t: OfficeDictionary): string {
  const known = t.methods[method.id as keyof Omit<OfficeDictionary["methods"], "legend">];
  return method.id !== "legend" && known ? known : (method.name ?? method.id);
}

/** Payment methods as a radio group: a fieldset with a legend, arrow keys move between them. */
export function MethodField({
  methods,
  value,
  onChange,
  t,
}: {
  methods: MethodView[];
  value: string;
  onChange: (id: string) => void;
  t: OfficeDictionary;
}) {
  return (
    <fieldset className="po-methods">
      <legend>{t.methods.legend}</legend>
      {methods.map((m) => (
        <label key={m.id} className="po-method">
          <input
            type="radio"
            name="method"
            value={m.id}
            checked={value === m.id}
            onChange={() => onChange(m.id)}
          />
          <span>{methodName(m, t)}</span>
        </label>
      ))}
    </fieldset>
  );
}

import { type KeyboardEvent, useRef } from "react";

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * WAI-ARIA tabs with a roving tabindex: Tab reaches the selected tab, arrows (mirrored in RTL),
 * Home and End move and select. Panels are rendered by the caller with `tabPanelProps`.
 */
export function Tabs<K extends string>({
  idBase,
  label,
  items,
  selected,
  onSelect,
  className = "tabs",
}: {
  idBase: string;
  label: string;
  items: TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  className?: string;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((i) => i.key === selected);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step: Record<string, number> = {
      ArrowRight: rtl ? -1 : 1,
      ArrowLeft: rtl ? 1 : -1,
      Home: -index,
      End: items.length - 1 - index,
    };
    const delta = step[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    const next = items[(index + delta + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    refs.current.get(next.key)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={className} onKeyDown={move}>
      {items.map((item) => (
        <button
          key={item.key}
          ref={(el) => {
            if (el) refs.current.set(item.key, el);
            else refs.current.delete(item.key);
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${item.key}`}
          aria-controls={`${idBase}-panel`}
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          className={`${className}__tab`}
          onClick={() => onSelect(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}

export function tabPanelProps(idBase: string, selected: string) {
  return { role: "tabpanel" as const, id: `${idBase}-panel`, "aria-labelledby": `${idBase}-tab-${selected}` };
}

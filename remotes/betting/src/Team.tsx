import { teamLoad, usePageLoad } from "./data/loads.ts";
import type { BettingProps } from "./props.ts";

/** The team page's heading: the team's name from the catalogue (the URL's slug until it loads). */
export function TeamHeading(props: BettingProps & { team: string }) {
  const { team, t } = props;
  const load = usePageLoad(props.initial, teamLoad(team));
  if (load.status === "error") return <p className="pb-note">{t.teamMissing}</p>;
  return load.status === "ready" && load.data ? <p className="pb-lead">{load.data.name}</p> : null;
}

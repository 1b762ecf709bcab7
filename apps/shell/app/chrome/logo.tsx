import { Link } from "react-router";

export function Logo({ lng, name }: { lng: string; name: string }) {
  return (
    <Link to={`/${lng}/`} className="shell-logo" aria-label={name}>
      <span aria-hidden="true">◆</span> {name}
    </Link>
  );
}

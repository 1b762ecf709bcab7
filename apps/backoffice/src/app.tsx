import { NavLink, Route, Routes } from "react-router";
import { SignIn } from "./pages/sign-in.tsx";
import { ROUTES } from "./routes.tsx";
import { SessionProvider, useSession } from "./session.tsx";

function Layout() {
  const { me, can, signOut } = useSession();
  if (me === undefined)
    return (
      <main id="main" aria-busy="true">
        <p>Loading…</p>
      </main>
    );
  if (me === null)
    return (
      <main id="main" className="centered">
        <SignIn />
      </main>
    );
  const allowed = ROUTES.filter((r) => can(r.permission));
  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">Parlay back office</span>
        <span className="who">
          {me.email} ({me.roles.join(", ")})
        </span>
        <button type="button" onClick={() => signOut()}>
          Sign out
        </button>
      </header>
      <div className="frame">
        <nav aria-label="Sections" className="sections">
          <ul>
            {allowed
              .filter((r) => r.label)
              .map((r) => (
                <li key={r.path}>
                  <NavLink to={r.path} end={r.path === "/"}>
                    {r.label}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <main id="main">
          <Routes>
            {allowed.map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
            <Route path="*" element={<p>This section is not open to your roles.</p>} />
          </Routes>
        </main>
      </div>
    </>
  );
}

/** The whole app; the entries wrap it in a BrowserRouter (client) or StaticRouter (server). */
export function App() {
  return (
    <SessionProvider>
      <Layout />
    </SessionProvider>
  );
}

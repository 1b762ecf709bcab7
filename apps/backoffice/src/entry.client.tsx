import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app.tsx";
import "./styles.css";

const root = document.getElementById("root");
if (root)
  hydrateRoot(
    root,
    <BrowserRouter basename="/backoffice">
      <App />
    </BrowserRouter>,
  );

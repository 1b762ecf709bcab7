import { allowedLanguages, chooseLanguage } from "@parlay/domain/language";
import { redirect } from "react-router";
import { readRequest } from "../server/request-info.server.ts";
import type { Route } from "./+types/language-redirect";

/** `/` goes to the chosen language (spec 001 §2): cookie, browser languages, site default, English. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const req = readRequest(request);
  const config = await context.services.getSiteConfig({ host: req.host, country: req.country });
  const allowed = config ? allowedLanguages(config.languages, false) : ["en"];
  const lng = chooseLanguage({
    cookieLang: req.cookies.lng,
    acceptLanguage: req.acceptLanguage,
    defaultLang: config?.lng ?? "en",
    allowed,
  });
  throw redirect(`/${lng}/${req.url.search}`, 302);
}

export default function LanguageRedirect() {
  return null;
}

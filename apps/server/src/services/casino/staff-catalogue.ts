/**
 * The casino catalogue in the back office (issue 18; docs/casino.md "The catalogue in the back
 * office"): content staff list and search games and providers, rename a game per language, place it
 * in categories, collections and a tile order, block countries, and enable or disable games and
 * providers. Every change is audited with the row before and after in the change's transaction, and
 * reaches the lobby at once: this process's guest pages are dropped and, with the site's Redis, every
 * other process's (`CatalogueChanges`).
 */
import {
  type CatalogueGame,
  type CatalogueProvider,
  catalogueGame,
  catalogueGamePage,
  catalogueProvider,
  catalogueProviderList,
} from "@parlay/contracts/casino-catalogue";
import type { Db } from "@parlay/db";
import { enableRefusal, gameEditInput, mergeNames, providerEditInput } from "@parlay/domain/casino-catalogue";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/errors.ts";
import { int4Id } from "../../http/ids.ts";
import { actorOf, STAFF_API, staffAccess, writeAudit } from "../staff/index.ts";
import type { CatalogueChanges } from "./changes.ts";
import {
  catalogueGameQuery,
  gameRows,
  presentGame,
  presentProvider,
  providerRows,
  searchCatalogue,
} from "./staff-catalogue-reads.ts";

const TAGS = ["backoffice"];
const C = `${STAFF_API}/casino`;
const gameParams = z.strictObject({ id: int4Id });
const providerParams = z.strictObject({ id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/) });

/** The staff guard runs first (the staff service's onRoute hook); without a member here, refuse (fail closed). */
function fenced(request: FastifyRequest): void {
  if (!request.staff) throw new AppError("STAFF_SIGN_IN");
}

export interface StaffCatalogueDeps {
  db: Db;
  now: () => number;
  changes: CatalogueChanges;
}

export function staffCatalogueRoutes(fastify: FastifyInstance, deps: StaffCatalogueDeps): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.get(
    `${C}/games`,
    {
      config: staffAccess("casino.read"),
      schema: {
        tags: TAGS,
        description: "The casino's games, every one (enabled or not), searched, filtered and paged.",
        querystring: catalogueGameQuery,
        response: { 200: catalogueGamePage },
      },
    },
    async (request) => {
      fenced(request);
      return searchCatalogue(db, request.query);
    },
  );

  app.get(
    `${C}/games/:id`,
    {
      config: staffAccess("casino.read"),
      schema: {
        tags: TAGS,
        description: "A game as staff edit it, with the provider's maths and whether the lobby lists it.",
        params: gameParams,
        response: { 200: catalogueGame },
      },
    },
    async (request) => {
      fenced(request);
      const row = await gameRows(db).where("g.id", "=", request.params.id).executeTakeFirst();
      if (!row) throw new AppError("NOT_FOUND", "No such game");
      return presentGame(row);
    },
  );

  app.patch(
    `${C}/games/:id`,
    {
      config: staffAccess("casino.write"),
      schema: {
        tags: TAGS,
        description:
          "Edits a game: names, category, collections, tile order, blocked countries, enabled. Enabling needs an enabled provider and a launcher (409 CASINO_GAME_NOT_PLAYABLE).",
        params: gameParams,
        body: gameEditInput,
        response: { 200: catalogueGame },
      },
    },
    async (request) => {
      fenced(request);
      const edit = request.body;
      const actor = actorOf(request);
      const id = request.params.id;
      const after = await db.transaction().execute(async (trx) => {
        // The provider's row first, then the game's: the provider's edit locks in the same order.
        const game = await trx
          .selectFrom("casino_game")
          .select("provider_id")
          .where("id", "=", id)
          .executeTakeFirst();
        if (!game) throw new AppError("NOT_FOUND", "No such game");
        await trx
          .selectFrom("casino_provider")
          .select("id")
          .where("id", "=", game.provider_id)
          .forUpdate()
          .execute();
        await trx.selectFrom("casino_game").select("id").where("id", "=", id).forUpdate().execute();
        const before = presentGame(await gameRows(trx).where("g.id", "=", id).executeTakeFirstOrThrow());
        if (edit.enabled === true) {
          const reason = enableRefusal(before);
          if (reason)
            throw new AppError(
              "CASINO_GAME_NOT_PLAYABLE",
              reason === "provider_disabled"
                ? "Enable the game's provider first"
                : "The game has no launcher: its provider has no launch URL",
              { reason },
            );
        }
        await trx
          .updateTable("casino_game")
          .set({
            ...(edit.name !== undefined ? { name: edit.name } : {}),
            ...(edit.names !== undefined
              ? {
                  names: JSON.stringify(mergeNames(before.names, edit.names)) as unknown as Record<
                    string,
                    string
                  >,
                }
              : {}),
            ...(edit.category !== undefined ? { category: edit.category } : {}),
            ...(edit.collections !== undefined ? { collections: edit.collections } : {}),
            ...(edit.tileOrder !== undefined ? { tile_order: edit.tileOrder } : {}),
            ...(edit.enabled !== undefined ? { is_enabled: edit.enabled } : {}),
            ...(edit.blockedCountries !== undefined
              ? { blocked_countries: [...edit.blockedCountries].sort() }
              : {}),
            content_edited_at: new Date(deps.now()),
          })
          .where("id", "=", id)
          .execute();
        const after = presentGame(await gameRows(trx).where("g.id", "=", id).executeTakeFirstOrThrow());
        await writeAudit(
          trx,
          actor,
          {
            action: "casino.game_update",
            targetType: "casino_game",
            targetId: String(id),
            before: auditView(before),
            after: auditView(after),
          },
          new Date(deps.now()),
        );
        return after;
      });
      await deps.changes.written();
      return after;
    },
  );

  app.get(
    `${C}/providers`,
    {
      config: staffAccess("casino.read"),
      schema: {
        tags: TAGS,
        description: "Every game provider with its games' counts and whether it has a launcher.",
        response: { 200: catalogueProviderList },
      },
    },
    async (request) => {
      fenced(request);
      return { items: (await providerRows(db).orderBy("p.name").execute()).map(presentProvider) };
    },
  );

  app.patch(
    `${C}/providers/:id`,
    {
      config: staffAccess("casino.write"),
      schema: {
        tags: TAGS,
        description:
          "Renames, enables or disables a provider. A disabled provider's games leave the lobby (and their bets are refused, code 107).",
        params: providerParams,
        body: providerEditInput,
        response: { 200: catalogueProvider },
      },
    },
    async (request) => {
      fenced(request);
      const edit = request.body;
      const actor = actorOf(request);
      const id = request.params.id;
      const after = await db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom("casino_provider")
          .select("id")
          .where("id", "=", id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw new AppError("NOT_FOUND", "No such provider");
        const one = () => providerRows(trx).where("p.id", "=", id).executeTakeFirstOrThrow();
        const before = presentProvider(await one());
        await trx
          .updateTable("casino_provider")
          .set({
            ...(edit.name !== undefined ? { name: edit.name } : {}),
            ...(edit.enabled !== undefined ? { is_enabled: edit.enabled } : {}),
            content_edited_at: new Date(deps.now()),
          })
          .where("id", "=", id)
          .execute();
        const after = presentProvider(await one());
        await writeAudit(
          trx,
          actor,
          {
            action: "casino.provider_update",
            targetType: "casino_provider",
            targetId: id,
            before: providerAuditView(before),
            after: providerAuditView(after),
          },
          new Date(deps.now()),
        );
        return after;
      });
      await deps.changes.written();
      return after;
    },
  );
}

/** What staff own of a game (the audit's before and after; the maths is the provider's). */
function auditView(g: CatalogueGame) {
  return {
    name: g.name,
    names: g.names,
    category: g.category,
    collections: g.collections,
    tileOrder: g.tileOrder,
    enabled: g.enabled,
    blockedCountries: g.blockedCountries,
  };
}

function providerAuditView(p: CatalogueProvider) {
  return { name: p.name, enabled: p.enabled };
}

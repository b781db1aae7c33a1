import { z } from "zod";
import { type SettingsAnswer, settingsUpdateSchema } from "#domain/site-settings";
import type { Services } from "../services";
import { SettingsConflictError } from "../services/settings";
import { apiRoute, apiRouter, errorSchema, INVALID, json } from "./api-routes";
import { settingsAnswer } from "./answer-schemas";
import type { Gate } from "./session";

const read = apiRoute("admin", {
  method: "get",
  path: "/settings",
  summary:
    "The company's details shown on the site (name, contact details, social links, hero video, map, About figures, contact inbox, live chat)",
  responses: { 200: json(settingsAnswer) },
});

const save = apiRoute("admin", {
  method: "put",
  path: "/settings",
  summary: "Save the company's details (shown on every page at once; logged)",
  request: { body: { required: true, content: { "application/json": { schema: settingsUpdateSchema } } } },
  responses: {
    200: json(z.object({ version: z.number().int() }).meta({ id: "SettingsSaved" })),
    ...INVALID,
    409: json(errorSchema, "Another admin saved a newer version meanwhile"),
  },
});

/** The company's details (/dashboard/settings): read and saved by admins only, a save over a newer version refused (409). */
export function settingsRoutes(services: Services, gate: Gate) {
  return apiRouter(gate)
    .openapi(read, async (c) => {
      const { settings, version, updatedAt, overridden } = await services.settings.current();
      return c.json({ settings, version, updatedAt, overridden } satisfies SettingsAnswer, 200);
    })
    .openapi(save, async (c) => {
      try {
        const { version, ...settings } = c.req.valid("json");
        return c.json(await services.settings.update(c.get("user").email, settings, version), 200);
      } catch (error) {
        if (error instanceof SettingsConflictError) return c.json({ error: error.message }, 409);
        throw error;
      }
    });
}

import type { FastifyReply } from "fastify";
import type { RenderErrorBody } from "../schema.ts";

/** Stable error codes of the render endpoints, Fastify style: code, status, message. */
export const RENDER_ERRORS = {
  MF_BAD_RENDER_MODE: { statusCode: 400, error: "Bad Request" },
  MF_BAD_API_VERSION: { statusCode: 400, error: "Bad Request" },
  MF_BAD_CONTEXT: { statusCode: 400, error: "Bad Request" },
  MF_UNKNOWN_APP: { statusCode: 404, error: "Not Found" },
  MF_UNKNOWN_ASSET: { statusCode: 404, error: "Not Found" },
  MF_RENDER_FAILED: { statusCode: 500, error: "Internal Server Error" },
  MF_BAD_ANSWER: { statusCode: 500, error: "Internal Server Error" },
} as const;

export type RenderErrorCode = keyof typeof RENDER_ERRORS;

export function renderError(code: RenderErrorCode, message: string): RenderErrorBody {
  const { statusCode, error } = RENDER_ERRORS[code];
  return { statusCode, code, error, message };
}

export function sendRenderError(reply: FastifyReply, code: RenderErrorCode, message: string): FastifyReply {
  const body = renderError(code, message);
  return reply.code(body.statusCode).header("cache-control", "no-store").send(body);
}

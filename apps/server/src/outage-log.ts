/** The two calls an outage report makes: pino's (Fastify's app.log) fit. */
export interface OutageLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * One line when a dependency (Redis, the database) starts failing and one when it works again,
 * however many commands, ticks or reconnection attempts fail in between: an outage must not flood
 * the log.
 */
export function outageLog(log: OutageLogger, what: string) {
  let down = false;
  return {
    failed(err: unknown) {
      if (down) return;
      down = true;
      log.warn({ err }, `${what} unreachable`);
    },
    recovered() {
      if (!down) return;
      down = false;
      log.info({}, `${what} is back`);
    },
    get down() {
      return down;
    },
  };
}

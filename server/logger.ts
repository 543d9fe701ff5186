/**
 * A tiny structured logger: one line per event, `level message key=value…`.
 * Tests pass their own to assert what was logged.
 */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function format(level: string, message: string, fields?: Record<string, unknown>): string {
  const extra = fields
    ? Object.entries(fields)
        .map(([k, v]) => `${k}=${typeof v === 'string' ? JSON.stringify(v) : v instanceof Error ? JSON.stringify(v.stack ?? v.message) : JSON.stringify(v)}`)
        .join(' ')
    : '';
  return `${new Date().toISOString()} ${level} ${message}${extra ? ' ' + extra : ''}`;
}

/** Logs to stdout (info) and stderr (warn, error). */
export const consoleLogger: Logger = {
  info: (m, f) => console.log(format('info', m, f)),
  warn: (m, f) => console.warn(format('warn', m, f)),
  error: (m, f) => console.error(format('error', m, f)),
};

/** A logger that keeps lines in memory, for tests. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (m, f) => lines.push(format('info', m, f)),
    warn: (m, f) => lines.push(format('warn', m, f)),
    error: (m, f) => lines.push(format('error', m, f)),
  };
}

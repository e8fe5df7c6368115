/**
 * Longest wait for one statement's answer on a pool Portcullis opens from a URL, in
 * milliseconds: 5000, three orders of magnitude above the slowest statement of a request on a
 * healthy server, and below the timeouts of what usually stands in front of the app (load
 * balancers, HTTP clients: 10–60 s), so a client gets a 503 with `Retry-After` rather than a
 * gateway timeout. See `advanced.database.queryTimeoutMs`.
 */
export const DEFAULT_QUERY_TIMEOUT_MS = 5_000;

/**
 * Longest wait for a connection of a pool Portcullis opens from a URL (a free one when all are
 * busy, or a new one opened), in milliseconds: 5000. See `advanced.database.connectTimeoutMs`.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

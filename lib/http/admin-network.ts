import { config } from "../config";
import { clientAddress } from "./client-address";

type HeaderSource = Pick<Headers, "get">;

/**
 * The one rule for where the staff side answers (ADMIN_ALLOWED_NETWORKS): the admin pages, the
 * staff sign-in and staff API writes are served only to clients in the allowed networks; anyone
 * else gets a plain 404, as if there were nothing there. Unset, the staff side answers everywhere.
 * The client is found by the one client-address rule (TRUST_PROXY_HOPS); a client whose address
 * cannot be known is outside. Checked by the proxy for pages and again by the server code itself
 * (admin layout and guard, next-auth route, apiRoute), so skipping the proxy skips nothing.
 */
export function staffSideAllowed(headers: HeaderSource): boolean {
  const networks = config().adminAllowedNetworks;
  if (!networks) return true;
  return networks.contains(clientAddress(headers));
}

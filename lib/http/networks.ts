import net from "node:net";

/**
 * A list of networks (CIDR blocks, IPv4 and IPv6) and the test "is this address in one of them",
 * on Node's own matcher (net.BlockList), which also matches an IPv4 client seen by a dual-stack
 * socket as an IPv4-mapped IPv6 address (::ffff:10.1.2.3) against IPv4 blocks.
 */
export type NetworkList = { readonly blocks: readonly string[]; contains(address: string | undefined): boolean };

export class NetworkListError extends Error {}

function familyOf(address: string): "ipv4" | "ipv6" | undefined {
  const version = net.isIP(address);
  return version === 4 ? "ipv4" : version === 6 ? "ipv6" : undefined;
}

/** An address as a socket or X-Forwarded-For gives it: IPv6 in brackets or with a zone (%eth0) too. */
function bareAddress(address: string): string {
  const unbracketed = address.startsWith("[") && address.endsWith("]") ? address.slice(1, -1) : address;
  const zone = unbracketed.indexOf("%");
  return zone === -1 ? unbracketed : unbracketed.slice(0, zone);
}

/**
 * "10.20.0.0/16, 2001:db8:100::/48, 203.0.113.7" (a bare address is that one address). Throws
 * NetworkListError naming the entry that is not a network, so a typo never opens or closes the admin
 * silently.
 */
export function parseNetworks(text: string): NetworkList {
  const blocks = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new net.BlockList();
  for (const block of blocks) {
    const [address = "", prefixText, extra] = block.split("/");
    const family = familyOf(address);
    const maxPrefix = family === "ipv4" ? 32 : 128;
    const prefix = prefixText === undefined ? maxPrefix : Number(prefixText);
    if (!family || extra !== undefined || !/^\d{1,3}$/.test(prefixText ?? "0") || prefix > maxPrefix)
      throw new NetworkListError(
        `"${block}" is not a network: write an IPv4 or IPv6 address with an optional prefix length, e.g. 10.20.0.0/16 or 2001:db8::/32.`,
      );
    list.addSubnet(address, prefix, family);
  }
  return {
    blocks,
    contains(address) {
      if (!address) return false;
      const bare = bareAddress(address.trim());
      const family = familyOf(bare);
      return family !== undefined && list.check(bare, family);
    },
  };
}

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ConfigError, parseConfig } from "@/lib/config";
import { NetworkListError, parseNetworks } from "@/lib/http/networks";

describe("the network list (ADMIN_ALLOWED_NETWORKS)", () => {
  const campus = parseNetworks(" 10.20.0.0/16, 203.0.113.7 ,2001:db8:100::/48 ");

  test("IPv4 blocks: inside the prefix only; a bare address is that one address", () => {
    expect(campus.blocks).toEqual(["10.20.0.0/16", "203.0.113.7", "2001:db8:100::/48"]);
    expect(campus.contains("10.20.0.1")).toBe(true);
    expect(campus.contains("10.20.255.254")).toBe(true);
    expect(campus.contains("10.21.0.1")).toBe(false);
    expect(campus.contains("10.19.255.255")).toBe(false);
    expect(campus.contains("203.0.113.7")).toBe(true);
    expect(campus.contains("203.0.113.8")).toBe(false);
  });

  test("IPv6 blocks, written any way an address can be (compressed, full, brackets, zone)", () => {
    expect(campus.contains("2001:db8:100::1")).toBe(true);
    expect(campus.contains("2001:0db8:0100:ffff:0000:0000:0000:0001")).toBe(true);
    expect(campus.contains("[2001:db8:100::5]")).toBe(true);
    expect(campus.contains("2001:db8:100::5%eth0")).toBe(true);
    expect(campus.contains("2001:db8:101::1")).toBe(false);
    expect(campus.contains("::1")).toBe(false);
  });

  test("an IPv4 client seen by a dual-stack socket (IPv4-mapped IPv6) matches the IPv4 blocks", () => {
    expect(campus.contains("::ffff:10.20.3.4")).toBe(true);
    expect(campus.contains("::ffff:10.21.3.4")).toBe(false);
  });

  test("an unknown or malformed client address is outside", () => {
    for (const address of [undefined, "", "unknown", "10.20.0.1:443", "10.20.0", "not an address"])
      expect(campus.contains(address)).toBe(false);
  });

  test("edge prefixes: /0 is everyone of that family, /32 and /128 one address", () => {
    expect(parseNetworks("0.0.0.0/0").contains("198.51.100.1")).toBe(true);
    expect(parseNetworks("0.0.0.0/0").contains("2001:db8::1")).toBe(false);
    expect(parseNetworks("::/0").contains("2001:db8::1")).toBe(true);
    expect(parseNetworks("192.0.2.1/32").contains("192.0.2.2")).toBe(false);
    expect(parseNetworks("2001:db8::1/128").contains("2001:db8::1")).toBe(true);
  });

  test.each([
    "10.20.0.0/33",
    "2001:db8::/129",
    "10.20.0/16",
    "10.20.0.0/",
    "10.20.0.0/16/2",
    "campus",
    "10.0.0.0/-1",
    "::g/64",
  ])("%s is refused with the entry named", (entry) => {
    expect(() => parseNetworks(`10.0.0.0/8, ${entry}`)).toThrow(NetworkListError);
    expect(() => parseNetworks(`10.0.0.0/8, ${entry}`)).toThrow(`"${entry}" is not a network`);
  });
});

describe("ADMIN_ALLOWED_NETWORKS in the configuration", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dseu-config-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test("unset or blank: no limit (the staff side answers from anywhere)", () => {
    expect(parseConfig({ DATA_DIR: dataDir }).adminAllowedNetworks).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir, ADMIN_ALLOWED_NETWORKS: " " }).adminAllowedNetworks).toBeUndefined();
  });

  test("parsed once into the list", () => {
    const c = parseConfig({ DATA_DIR: dataDir, ADMIN_ALLOWED_NETWORKS: "10.20.0.0/16,2001:db8::/32" });
    expect(c.adminAllowedNetworks?.contains("10.20.9.9")).toBe(true);
    expect(c.adminAllowedNetworks?.contains("198.51.100.1")).toBe(false);
  });

  test("a bad entry stops the start with a message naming the variable and the entry", () => {
    const start = () => parseConfig({ DATA_DIR: dataDir, ADMIN_ALLOWED_NETWORKS: "10.20.0.0/16, 10.30.0.0/40" });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/^ADMIN_ALLOWED_NETWORKS: "10\.30\.0\.0\/40" is not a network/);
  });
});

import net from 'node:net';
import type { IncomingMessage } from 'node:http';

/** Whether an address is one of our own proxies, whose X-Forwarded-* headers are believed. */
export type ProxyTrust = (addr: string) => boolean;

const unmapped = (addr: string) => (addr.startsWith('::ffff:') && net.isIPv4(addr.slice(7)) ? addr.slice(7) : addr);

/**
 * TRUST_PROXY as a check: addresses and CIDR ranges, or `loopback`. An empty list (the default) believes no
 * forwarded header at all, so a client cannot pick its own address and reset every per-IP limit by rotating
 * X-Forwarded-For; node's BlockList does the address arithmetic for both families.
 */
export function proxyTrust(entries: readonly string[]): ProxyTrust {
  const list = new net.BlockList();
  for (const entry of entries.flatMap((e) => (e === 'loopback' ? ['127.0.0.0/8', '::1/128'] : [e]))) {
    const [addr = '', bits] = entry.split('/');
    const family = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (!net.isIP(addr)) throw new Error(`TRUST_PROXY: "${entry}" is not an address, a CIDR range or "loopback"`);
    if (bits === undefined) list.addAddress(addr, family);
    else list.addSubnet(addr, Number(bits), family);
  }
  if (entries.length === 0) return () => false;
  return (addr) => {
    const a = unmapped(addr);
    const family = net.isIPv4(a) ? 'ipv4' : net.isIPv6(a) ? 'ipv6' : undefined;
    return family !== undefined && list.check(a, family);
  };
}

/**
 * The client's address and scheme. X-Forwarded-For is walked from the right only while the hop that reported it
 * is a trusted proxy and what it reports is a valid IP; anything else (`<script>`, a host name) ends the walk at
 * the last address we can vouch for. X-Forwarded-Proto counts only from a trusted peer and only as http/https.
 */
export function clientOf(req: IncomingMessage, trust: ProxyTrust): { ip: string; proto: string } {
  const remote = unmapped(req.socket.remoteAddress ?? '');
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  const own = encrypted ? 'https' : 'http';
  if (!trust(remote)) return { ip: remote, proto: own };
  const xff = req.headers['x-forwarded-for'];
  const hops = typeof xff === 'string' ? xff.split(',').map((h) => unmapped(h.trim())) : [];
  let ip = remote;
  for (let i = hops.length - 1; i >= 0 && trust(ip); i -= 1) {
    if (!net.isIP(hops[i]!)) break;
    ip = hops[i]!;
  }
  const xfp = req.headers['x-forwarded-proto'];
  const proto = typeof xfp === 'string' ? xfp.split(',')[0]!.trim().toLowerCase() : '';
  return { ip, proto: proto === 'http' || proto === 'https' ? proto : own };
}

const IPV4 = /^(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})\.(0|[1-9]\d{0,2})$/;
const HEX_GROUP = /^[0-9a-f]{1,4}$/i;

function parseIPv4(text: string): number[] | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  return octets.every((octet) => octet <= 255) ? octets : null;
}

/** The eight 16-bit groups of an IPv6 address, or null when `text` is not one. */
function parseIPv6(text: string): number[] | null {
  if (!text.includes(':') || text.includes('%')) return null; // zone ids are host-local
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string): number[] | null => {
    if (part === '') return [];
    const groups: number[] = [];
    const pieces = part.split(':');
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes('.')) {
        const v4 = parseIPv4(piece);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (HEX_GROUP.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]!);
  const tail = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !tail) return null;
  // An embedded IPv4 may only end the address.
  if (halves.length === 2 && halves[0]!.includes('.')) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...new Array<number>(missing).fill(0), ...tail];
}

/** RFC 5952 text of eight groups: lower case, no leading zeros, longest zero run as `::`. */
function formatIPv6(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1; // a single zero group is never compressed
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart === -1) return hex.join(':');
  const left = hex.slice(0, bestStart).join(':');
  const right = hex.slice(bestStart + bestLength).join(':');
  return `${left}::${right}`;
}

/** One parsed address: IPv4 as its dotted text, IPv6 as its eight groups. */
export type ParsedIp = { version: 4; text: string } | { version: 6; groups: number[] };

/**
 * Parses one hop of a forwarding header: an IPv4 or IPv6 address, optionally with a port
 * (`1.2.3.4:5678`, `[2001:db8::1]:443`) as some proxies write it. IPv4-mapped IPv6 addresses
 * (`::ffff:1.2.3.4`) are taken as the IPv4 address. Anything else (host names, `unknown`,
 * zone ids, out-of-range octets, leading zeros) is refused.
 *
 * @returns null when `value` is not a valid address.
 */
export function parseIp(value: string): ParsedIp | null {
  let text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (text.length > 45) return null;
  const v4 = parseIPv4(text);
  if (v4) return { version: 4, text: v4.join('.') };
  const groups = parseIPv6(text);
  if (!groups) return null;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    return {
      version: 4,
      text: [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.'),
    };
  }
  return { version: 6, groups };
}

/**
 * The canonical text of an address (RFC 5952 for IPv6), or null when `value` is not a valid
 * IPv4 or IPv6 address. See {@link parseIp} for what is accepted.
 *
 * @example normalizeIp('2001:DB8:0:0:0:0:0:1') // '2001:db8::1'
 */
export function normalizeIp(value: string): string | null {
  const parsed = parseIp(value);
  if (!parsed) return null;
  return parsed.version === 4 ? parsed.text : formatIPv6(parsed.groups);
}

/**
 * The rate-limit identity of a client address: IPv4 as is, IPv6 reduced to its first
 * `ipv6Subnet` bits (`2001:db8:1:2::/64`), because one IPv6 client usually holds a whole prefix.
 *
 * @returns null when `value` is not a valid address.
 */
export function ipBucket(value: string, ipv6Subnet: number): string | null {
  const parsed = parseIp(value);
  if (!parsed) return null;
  if (parsed.version === 4) return parsed.text;
  if (ipv6Subnet >= 128) return formatIPv6(parsed.groups);
  const masked = parsed.groups.map((group, i) => {
    const bits = Math.min(16, Math.max(0, ipv6Subnet - i * 16));
    return bits === 0 ? 0 : group & ((0xffff << (16 - bits)) & 0xffff);
  });
  return `${formatIPv6(masked)}/${ipv6Subnet}`;
}

/**
 * A trusted-origin matcher built once from `trustedOrigins`: exact origins
 * (`https://app.example`) and wildcard subdomains (`https://*.app.example`, matching
 * `https://eu.app.example` but not `https://app.example` nor `https://evil.example/app.example`).
 */
export interface OriginMatcher {
  /** True when `origin` (scheme://host[:port], as the URL parser normalizes it) is trusted. */
  isTrusted(origin: string): boolean;
}

/** Builds an {@link OriginMatcher}. Patterns that are not URLs are ignored with no match. */
export function createOriginMatcher(patterns: readonly string[]): OriginMatcher {
  const exact = new Set<string>();
  const wildcards: Array<{ protocol: string; suffix: string; port: string }> = [];
  for (const pattern of patterns) {
    const wildcard = /^(https?):\/\/\*\.([^/:]+)(?::(\d+))?\/?$/i.exec(pattern.trim());
    if (wildcard) {
      wildcards.push({
        protocol: `${wildcard[1]!.toLowerCase()}:`,
        suffix: `.${wildcard[2]!.toLowerCase()}`,
        port: wildcard[3] ?? '',
      });
      continue;
    }
    const origin = originOf(pattern.trim());
    if (origin) exact.add(origin);
  }
  return {
    isTrusted(value) {
      const origin = originOf(value);
      if (!origin) return false;
      if (exact.has(origin)) return true;
      const url = new URL(origin);
      return wildcards.some(
        (w) =>
          url.protocol === w.protocol && url.port === w.port && url.hostname.endsWith(w.suffix),
      );
    },
  };
}

/** The normalized origin of an absolute http(s) URL, or null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

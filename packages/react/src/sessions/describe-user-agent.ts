// Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: Array<[RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

// iOS and Android before macOS and Linux, whose tokens they contain.
const SYSTEMS: Array<[RegExp, string]> = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (table: Array<[RegExp, string]>, userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** The words of a device's name: `browserOnSystem` `'{browser} on {system}'` in English. */
export interface DeviceNameLabels {
  browserOnSystem: string;
}

/**
 * A short, readable name for a session's device from its User-Agent: "Chrome on Linux",
 * "Safari on iOS", "Firefox". `null` when neither a known browser nor system is found, or there
 * is no User-Agent (the caller shows its own "Unknown device"). `browserOnSystem` words the
 * pair (default `'{browser} on {system}'`; the kit's components pass the dictionary's
 * `devices.browserOnSystem`).
 *
 * @example
 * describeUserAgent('Mozilla/5.0 (X11; Linux x86_64) … Chrome/126.0 Safari/537.36'); // 'Chrome on Linux'
 */
export function describeUserAgent(
  userAgent: string | null | undefined,
  browserOnSystem = '{browser} on {system}',
): string | null {
  if (!userAgent) return null;
  const browser = find(BROWSERS, userAgent);
  const system = find(SYSTEMS, userAgent);
  if (browser && system)
    return browserOnSystem.replace('{browser}', browser).replace('{system}', system);
  return browser ?? system ?? null;
}

'use client';

import { devices as DEFAULT_LABELS } from '../localization/en.js';
import { useLabels } from '../localization/use-localization.js';
import { describeUserAgent } from './describe-user-agent.js';

/**
 * {@link describeUserAgent} worded by the provider's dictionary (`devices.browserOnSystem`):
 * "Chrome on Linux", "Chrome sur Linux"…
 */
export function useDeviceName(): (userAgent: string | null | undefined) => string | null {
  const text = useLabels('devices', DEFAULT_LABELS, undefined);
  return (userAgent) => describeUserAgent(userAgent, text.browserOnSystem);
}

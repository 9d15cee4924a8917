import path from 'node:path';
import type { Config } from './config.ts';

/**
 * What a configuration that starts may still get quietly wrong, for the log at
 * start: each line names the variable to set. Production is NODE_ENV=production
 * or a PUBLIC_ORIGIN, which only a deployed site has.
 */
export function startWarnings(config: Config, env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  const production = env.NODE_ENV === 'production' || config.PUBLIC_ORIGIN !== undefined;
  if (production && !config.SMTP_URL)
    warnings.push(
      `SMTP_URL is not set: every lead is only written to ${path.join(config.DATA_DIR, 'outbox')} as an .eml file, and nobody is mailed. Set SMTP_URL to your relay.`,
    );
  if (production && !config.HEALTHZ_TOKEN)
    warnings.push('HEALTHZ_TOKEN is not set: /healthz tells only its status and /metrics is off.');
  return warnings;
}

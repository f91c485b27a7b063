import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, type AppConfig } from '../shared/config/config.js';

export interface ClientConfig {
  googleClientId: string | null;
  /** The Firebase web app config (public by design), or null when push is not set up. */
  firebase: Record<string, unknown> | null;
  vapidKey: string | null;
}

/** Public settings the web client needs at start (Google button, push registration). */
@ApiTags('public')
@Controller('api')
export class ClientConfigController {
  private readonly answer: ClientConfig;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.answer = {
      googleClientId: config.GOOGLE_CLIENT_ID ?? null,
      firebase: parseWebConfig(config.FIREBASE_WEB_CONFIG),
      vapidKey: config.FIREBASE_VAPID_KEY ?? null,
    };
  }

  @Get('client-config')
  @ApiOperation({ summary: 'Google client id, Firebase web config and VAPID key (null when not configured)' })
  clientConfig(): ClientConfig {
    return this.answer;
  }
}

function parseWebConfig(raw: string | undefined): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

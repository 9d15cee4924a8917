import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { site } from '../src/content/site.ts';
import type { Config } from './config.ts';
import { configuredDestinations } from './destinations.ts';
import { FormChallenges } from './posts/form-challenges.ts';
import { clamdScanner } from './uploads/clamd-scanner.ts';
import { formRoutes } from './posts/form-routes.ts';
import { healthRoute } from './http/health-route.ts';
import { RequestLog } from './http/request-log.ts';
import { MailMetrics } from './http/mail-metrics.ts';
import { metricsRoute } from './http/metrics-route.ts';
import type { MailQueue } from './queue/mail-queue.ts';
import { createMailSender } from './delivery/mail-sender.ts';
import { MemoryAcknowledgementLedger } from './queue/memory-acknowledgement-ledger.ts';
import { PgAcknowledgementLedger } from './queue/pg/pg-acknowledgement-ledger.ts';
import { PgChallengeStore } from './queue/pg/pg-challenge-store.ts';
import { PgQueue } from './queue/pg/pg-queue.ts';
import { RetentionSweeper } from './queue/retention-sweeper.ts';
import { retentionPolicy } from './delivery/retention-policy.ts';
import type { RetryDelayOptions } from './delivery/retry-delay.ts';
import type { UploadPace } from './uploads/upload-pace.ts';
import { DOCUMENT_HEADERS, helmetOptions, isInertSubresource, PERMISSIONS_POLICY } from './http/security-headers.ts';
import { SpoolChallengeStore } from './queue/spool/spool-challenge-store.ts';
import { SpoolQueue } from './queue/spool/spool-queue.ts';
import { staticSite } from './http/static-site.ts';
import { adminRoom } from './admin/admin-room.ts';
import type { EditorAccess } from './admin/editor-access.ts';
import { localAccess } from './admin/local-access.ts';
import { SiteRepository, type Person } from './admin/repository/site-repository.ts';
import { staffEditorAccess } from './admin/staff/staff-auth.ts';
import { testOnlyAccess } from './admin/test-only-access.ts';

/** Staff sign-in through the company's identity provider; config.ts refuses to start without its settings. */
function oidcAccess(config: Config): EditorAccess {
  const origin = new URL(config.PUBLIC_ORIGIN!);
  return staffEditorAccess({
    issuer: new URL(config.ADMIN_OIDC_ISSUER!),
    clientId: config.ADMIN_OIDC_CLIENT_ID!,
    clientSecret: config.ADMIN_OIDC_CLIENT_SECRET!,
    redirectUri: new URL('/admin/callback', origin),
    allowedDomains: config.ADMIN_ALLOWED_DOMAINS,
    allowedGroups: config.ADMIN_ALLOWED_GROUPS,
    sessionSecret: config.ADMIN_SESSION_SECRET!,
    // Plain http only on loopback (a provider under test); a browser drops Secure cookies there.
    secureCookies: origin.protocol === 'https:',
  });
}

/**
 * Builds the whole service (security headers, the built site, the mail spool
 * and its delivery worker) without listening, so tests can inject requests and
 * server.ts only has to boot it. The worker starts when the app is ready and
 * stops when it closes.
 */
export function buildApp(
  config: Config,
  options: FastifyServerOptions = {},
  /** The backoff and the upload pace, for tests that retry or cut in milliseconds; production keeps the defaults. */
  tuning: {
    retry?: RetryDelayOptions;
    uploadPace?: UploadPace;
    /** TESTS ONLY: the editor lets everyone in as this person, without sign-in or CSRF (test-only-access.ts). */
    testOnlyAdminStaff?: Person;
    /** The largest picture the editor takes, for a test that need not send 2 MB. */
    adminMaxImageBytes?: number;
  } = {},
): FastifyInstance {
  // request.ip, .protocol and .host follow X-Forwarded-* only from the listed proxies.
  // A hop count as a function: fastify 5 ignores a bare number (request.ip stays the proxy's); hop 0 is the socket.
  const proxies = config.TRUST_PROXY;
  const trustProxy =
    typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies.length > 0 && [...proxies];
  const app = Fastify({ logController: new RequestLog(), ...options, trustProxy });

  app.register(helmet, helmetOptions);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isInertSubresource(String(reply.getHeader('content-type') ?? '')))
      for (const name of DOCUMENT_HEADERS) reply.removeHeader(name);
    return payload;
  });

  // The one error handler: client errors say what was wrong, server errors are logged and stay vague.
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Something went wrong on our side. Please try again later.' : error.message;
    return reply.code(status).send({ statusCode: status, error: STATUS_CODES[status], message });
  });

  app.register(staticSite, { distDir: config.DIST_DIR });

  // The editor at /admin/, only when configured: off, nothing answers there but the site's 404.
  if (config.ADMIN_MODE !== 'off') {
    const pushTarget = { remote: config.ADMIN_GIT_REMOTE, branch: config.ADMIN_GIT_BRANCH };
    const repository = new SiteRepository(config.ADMIN_REPO_DIR, config.ADMIN_MODE === 'oidc' ? pushTarget : undefined);
    const access: EditorAccess = tuning.testOnlyAdminStaff
      ? testOnlyAccess(tuning.testOnlyAdminStaff)
      : config.ADMIN_MODE === 'local'
        ? localAccess({ repoDir: config.ADMIN_REPO_DIR, dataDir: config.DATA_DIR })
        : oidcAccess(config);
    app.register(adminRoom, {
      access,
      repository,
      screensDir: config.ADMIN_DIST_DIR,
      ...(tuning.adminMaxImageBytes && { maxImageBytes: tuning.adminMaxImageBytes }),
    });
  } else {
    // The site's old-link redirects would send /admin/ on to /admin, a 404 a step later: answer it at once.
    app.get('/admin/', async (_request, reply) =>
      reply.code(404).type('text/plain; charset=utf-8').send('Not found\n'),
    );
  }

  // The company mail and the acknowledgements share the relay: a pooled connection for each delivery either makes at once.
  const sender = createMailSender({
    smtpUrl: config.SMTP_URL,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    maxConnections: config.MAIL_DELIVERY_CONCURRENCY * (config.ACKNOWLEDGE_FORMS.length > 0 ? 2 : 1),
  });
  const envelope = { siteName: site.name, from: config.MAIL_FROM, to: config.MAIL_TO };
  // Who was acknowledged within the hour: shared by every instance with PostgreSQL, in memory on one machine.
  const ledger = config.MAIL_QUEUE_URL
    ? PgAcknowledgementLedger.connect(config.MAIL_QUEUE_URL, app.log)
    : new MemoryAcknowledgementLedger();
  // This app's own figures for /metrics; Node's process figures only when a token lets anyone read them.
  const metrics = new MailMetrics({ processMetrics: Boolean(config.HEALTHZ_TOKEN) });
  // RETENTION_DAYS bounds the retry window too: nothing still being retried may outlive it.
  const retention = retentionPolicy({ retentionDays: config.RETENTION_DAYS, retryHours: config.MAIL_RETRY_HOURS });
  const { retryWindowMs } = retention;
  const delivery = {
    destinations: configuredDestinations(config, sender, envelope, ledger, metrics.observeAcknowledgement, app.log).map(
      (destination) => metrics.meter(destination, retryWindowMs),
    ),
    retryWindowMs,
    concurrency: config.MAIL_DELIVERY_CONCURRENCY,
    log: app.log,
    ...(tuning.retry && { retry: tuning.retry }),
  };
  // One machine: the local spool. Several: PostgreSQL, shared by every instance.
  const queue: MailQueue = config.MAIL_QUEUE_URL
    ? new PgQueue({
        ...delivery,
        connectionString: config.MAIL_QUEUE_URL,
        stagingDir: path.join(config.DATA_DIR, 'uploads'),
        expireInSeconds: config.MAIL_QUEUE_LEASE_SECONDS,
        // A dead instance's job is found by its stopped heartbeat: looked for every 10 s (more often with a short lease).
        maintenanceIntervalSeconds: Math.max(1, Math.min(10, Math.floor(config.MAIL_QUEUE_LEASE_SECONDS / 4))),
        retentionMs: retention.retentionMs,
      })
    : new SpoolQueue(path.join(config.DATA_DIR, 'spool'), delivery);
  const outboxDir = path.join(config.DATA_DIR, 'outbox');
  const sweeper = new RetentionSweeper({ queue, ledger, outboxDir, policy: retention, log: app.log });
  // The forms' challenges: key and spent solutions beside the queue, so every instance shares them.
  const challenges = new FormChallenges(
    config.MAIL_QUEUE_URL
      ? PgChallengeStore.connect(config.MAIL_QUEUE_URL, app.log)
      : new SpoolChallengeStore(config.DATA_DIR),
    config.ALTCHA_HMAC_KEY,
  );
  app.register(formRoutes, {
    prefix: '/mail',
    queue,
    challenges,
    partnerOrigins: config.PARTNER_ORIGINS,
    publicOrigin: config.PUBLIC_ORIGIN,
    ratePerMinute: config.MAIL_RATE_PER_MINUTE,
    refusedPerMinute: config.MAIL_REFUSED_PER_MINUTE,
    maxInflight: config.MAIL_MAX_INFLIGHT,
    onPost: metrics.observePost,
    ...(tuning.uploadPace && { uploadPace: tuning.uploadPace }),
    ...(config.CLAMAV_URL && { scanner: clamdScanner(config.CLAMAV_URL) }),
  });
  app.register(healthRoute, {
    queue,
    token: config.HEALTHZ_TOKEN,
    degradedAfterSeconds: config.HEALTH_DEGRADED_AFTER_SECONDS,
  });
  metrics.watchQueue(queue);
  app.register(metricsRoute, { metrics, token: config.HEALTHZ_TOKEN });
  app.addHook('onReady', async () => {
    await queue.open();
    queue.start();
    sweeper.start();
  });
  app.addHook('onClose', async () => {
    await sweeper.stop();
    await queue.stop();
    await challenges.close();
  });
  return app;
}

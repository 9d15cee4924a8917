// Boots the service: configuration, timeouts, listening, graceful close. Nothing else lives here.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { helpText } from './config-help.ts';
import { startWarnings } from './start-warnings.ts';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(helpText());
  process.exit(0);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = buildApp(config, {
  logger: { level: config.LOG_LEVEL },
  // A slow client may hold a connection for at most a minute per request, enough
  // for a 5 MB resume on a poor mobile link, short enough to blunt slowloris.
  requestTimeout: 60_000,
  connectionTimeout: 60_000,
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
  keepAliveTimeout: 65_000,
  // Shutdown drains idle keep-alive sockets instead of waiting for their timeout.
  forceCloseConnections: 'idle',
  // Opening the queue may wait on PostgreSQL (pg-queue.ts gives up after 20 s and names the database); fastify's
  // own 10 s limit would stop the boot first with a message that names neither.
  pluginTimeout: 30_000,
});

// On SIGTERM or SIGINT (and on a crash: an uncaught exception or rejection) the
// app closes: no new connections, posts in progress answered, the queue stopped.
// A hung close must not keep a deploy waiting forever: after 10 s, exit 1; a
// second signal ends the process at once.
closeWithGrace(
  { delay: 10_000, logger: { error: (message: unknown) => app.log.error(message) } },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'crashed, closing');
    else app.log.info(`${signal ?? 'exit'} received, closing`);
    await app.close();
  },
);

try {
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`serving ${config.DIST_DIR} at ${address}`);
  for (const warning of startWarnings(config)) app.log.warn(warning);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

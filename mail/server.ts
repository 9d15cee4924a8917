// Boots the service: configuration, timeouts, listening, graceful close. Nothing else lives here.
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = buildApp(config, {
  logger: true,
  // A slow client may hold a connection for at most a minute per request, enough
  // for a 5 MB resume on a poor mobile link, short enough to blunt slowloris.
  requestTimeout: 60_000,
  connectionTimeout: 60_000,
  // Longer than the usual load balancer idle timeout (60 s), so the balancer closes first.
  keepAliveTimeout: 65_000,
  // Shutdown drains idle keep-alive sockets instead of waiting for their timeout.
  forceCloseConnections: 'idle',
});

// once: a second Ctrl-C falls back to Node's default and ends the process at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    // A hung close must not keep a deploy waiting forever.
    setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  });
}

try {
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`serving ${config.DIST_DIR} at ${address}`);
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}

import { once } from 'node:events';
import { createServer } from 'node:http';

/** A partner's own web server on loopback, another origin than the site's. */
export interface PartnerServer {
  origin: string;
  close: () => Promise<void>;
}

/**
 * A partner's plain page, as a partner would write it: its own heading, copy and
 * styles, and at most one of the company's tags with that tag's own script from
 * the site. Nothing here knows how a widget renders: the bench only measures.
 */
export function partnerPageHtml(siteUrl: string, tag?: string): string {
  const script = tag ? `\n<script type="module" src="${siteUrl}/widgets/${tag.replace(/^it-/, '')}.js"></script>` : '';
  const widget = tag ? `\n<${tag}></${tag}>` : '';
  // The partner's own stopwatch, which sees the tag from outside as a visitor
  // would: a mark when the tag's shadow root first shows its content (checked
  // each frame), another at it-ready. Lighthouse reports both as user timings.
  const stopwatch = tag
    ? `\n<script>(function () { var tag = '${tag}';
  function look() { var el = document.querySelector(tag); if (el && el.shadowRoot && el.shadowRoot.querySelector('[part~="base"]')) performance.mark('widget-visible'); else requestAnimationFrame(look); }
  requestAnimationFrame(look);
  document.addEventListener('it-ready', function () { performance.mark('widget-ready'); }, { once: true });
})();</script>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Technology partner | Northwind Logistics</title>
<meta name="description" content="Who builds Northwind Logistics' tracking platform, and how to start a project with them.">
<style>
body { margin: 0; font: 16px/1.6 system-ui, sans-serif; color: #1d2430; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
</style>${stopwatch}${script}
</head>
<body>
<main>
<h1>Our technology partner</h1>
<p>Northwind Logistics moves about 40,000 parcels a day between our depots in Rotterdam, Leeds and Lyon. The tracking
platform our customers and drivers use every day was rebuilt over the last two years with our technology partner, who
also keep it running: the driver app, the customer portal and the routing service behind both.</p>
<p>If you run a fleet or a warehouse and are weighing a project of your own, they are who we recommend. Tell them
briefly what you have in mind and they will answer within one working day.</p>${widget}
</main>
</body>
</html>
`;
}

/**
 * Serves `/<page>.html` for each entry of `pages` (the file name without
 * `.html`, mapped to its HTML) on the loopback `port`.
 */
export async function startPartnerServer(port: number, pages: Record<string, string>): Promise<PartnerServer> {
  const server = createServer((request, response) => {
    const page = /^\/([\w-]+)\.html$/.exec((request.url ?? '').split('?')[0]!)?.[1];
    if (page === undefined || !Object.hasOwn(pages, page)) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pages[page]);
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return {
    origin: `http://127.0.0.1:${port}`,
    // Stops listening and drops Chromium's sockets without waiting for 'close':
    // in one `npm run bench` that event never came (no connection left, a socket
    // shutdown still pending) and the bench hung there.
    close: () => {
      server.closeAllConnections();
      server.close();
      server.unref();
      return Promise.resolve();
    },
  };
}

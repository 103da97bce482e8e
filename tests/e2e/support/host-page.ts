/**
 * A host page on another origin, the way a clinical record system embeds the vaccination view
 * (docs/vaccination.md "An example host page"): GET /host.html?frame=<address> frames the address and
 * keeps every message it receives in `window.received` ({ origin, data }); `window.sendToFrame(data)`
 * posts to the frame at the view's origin. It listens on every address of the machine, so one page is
 * reachable as http://localhost:PORT (an origin EMBED_ORIGINS allows by default) and as
 * http://127.0.0.2:PORT (one it does not).
 *
 *   HOST_PAGE_PORT=4182 node --import tsx tests/e2e/support/host-page.ts
 */
import { createServer } from 'node:http';

const port = Number(process.env.HOST_PAGE_PORT ?? 4182);

const page = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Historia clínica (página anfitriona de prueba)</title>
  </head>
  <body>
    <h1>Evolución</h1>
    <iframe id="vacunas" title="Vacunación" style="width: 100%; height: 560px; border: 0"></iframe>
    <script>
      const frame = document.getElementById('vacunas');
      const address = new URL(location.href).searchParams.get('frame');
      const viewOrigin = new URL(address).origin;
      window.received = [];
      window.addEventListener('message', (event) => {
        if (event.source !== frame.contentWindow) return;
        window.received.push({ origin: event.origin, data: event.data });
      });
      window.sendToFrame = (data, targetOrigin = viewOrigin) => frame.contentWindow.postMessage(data, targetOrigin);
      frame.src = address;
    </script>
  </body>
</html>`;

const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://host').pathname;
  if (path === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (path === '/host.html') {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(page);
  } else {
    response.writeHead(404).end();
  }
});

// '::' takes IPv6 and, dual-stack, every IPv4 address too (localhost and 127.0.0.2 alike).
server.listen(port, '::', () => console.log(`[e2e] host page at http://localhost:${port}/host.html`));

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}

/**
 * A throwaway OTLP/HTTP receiver for measuring tracing's cost (decision 0046): accepts POST
 * /v1/traces on loopback, answers 200 at once and counts what arrived; prints the totals on exit.
 *
 *   PORT=4318 node --import tsx bench/otlp-sink.ts &
 *   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 npm run bench:api -- --duration 8 --rounds 2
 */
import http from 'node:http';

const port = Number(process.env.PORT ?? 4318);
let requests = 0;
let bytes = 0;
const server = http.createServer((req, res) => {
  req.on('data', (chunk: Buffer) => (bytes += chunk.length));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/v1/traces') requests++;
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
server.listen(port, '127.0.0.1', () => console.log(`OTLP sink on http://127.0.0.1:${port}`));
const report = () => {
  console.log(`OTLP sink: ${requests} exports, ${(bytes / 1024 / 1024).toFixed(1)} MiB`);
  process.exit(0);
};
process.on('SIGINT', report);
process.on('SIGTERM', report);

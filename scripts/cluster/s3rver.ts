// The cluster's object storage in a process of its own (scripts/cluster/cluster.ts starts it), so
// that serving files does not share an event loop with the load client.
//   node --import tsx scripts/cluster/s3rver.ts <port> <directory> <bucket>
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
if (!port || !directory || !bucket) throw new Error('usage: s3rver.ts <port> <directory> <bucket>');
// File links redirect browsers to the bucket, and the app fetches audio from there for waveforms.
const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>Content-Range</ExposeHeader><ExposeHeader>Content-Length</ExposeHeader><ExposeHeader>Accept-Ranges</ExposeHeader></CORSRule></CORSConfiguration>`;
const server = new S3rver({ address: '127.0.0.1', port: Number(port), directory, silent: true, configureBuckets: [{ name: bucket, configs: [cors] }] });
await server.run();
process.stdout.write('ready\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().finally(() => process.exit(0)));
